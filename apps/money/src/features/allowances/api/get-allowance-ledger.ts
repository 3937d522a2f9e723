import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { AllowanceTransactionPage } from '@familyhub/contracts';
import { allowancesKeys } from './allowances-keys';

const PAGE_SIZE = 20;

/** GET /api/allowances/{id}/transactions — the ledger, newest first, page by page. */
export const allowanceLedgerQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: allowancesKeys.ledger(id),
    queryFn: ({ pageParam }) =>
      apiFetch<AllowanceTransactionPage>(
        `/api/allowances/${id}/transactions?limit=${PAGE_SIZE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useAllowanceLedger(id: number) {
  return useInfiniteQuery(allowanceLedgerQueryOptions(id));
}
