import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { BillSummary } from '@familyhub/contracts';
import { billsKeys } from './bills-keys';

/** GET /api/bills/summary — overdue, due soon and unpaid counts and sums. */
export const billSummaryQueryOptions = () =>
  queryOptions({
    queryKey: billsKeys.summary(),
    queryFn: () => apiFetch<BillSummary>('/api/bills/summary'),
  });

export function useBillSummary() {
  return useQuery(billSummaryQueryOptions());
}
