import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { BillPage } from '@familyhub/contracts';
import { billsKeys, type BillView } from './bills-keys';

export const BILL_PAGE_SIZE = 25;

export function billsPath(view: BillView, limit = BILL_PAGE_SIZE, cursor?: string): string {
  const base = `/api/bills?view=${view}&limit=${limit}`;
  return cursor ? `${base}&cursor=${encodeURIComponent(cursor)}` : base;
}

/** GET /api/bills?view= — unpaid, overdue and due-soon soonest first; paid latest first. */
export const billsQueryOptions = (view: BillView) =>
  infiniteQueryOptions({
    queryKey: billsKeys.list(view),
    queryFn: ({ pageParam }) => apiFetch<BillPage>(billsPath(view, BILL_PAGE_SIZE, pageParam)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useBills(view: BillView) {
  return useInfiniteQuery(billsQueryOptions(view));
}
