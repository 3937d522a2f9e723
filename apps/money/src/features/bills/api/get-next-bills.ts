import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { BillPage } from '@familyhub/contracts';
import { billsKeys } from './bills-keys';
import { billsPath } from './get-bills';

/** The next `limit` unpaid bills by due date (the dashboard card). */
export const nextBillsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: [...billsKeys.all(), 'next', limit] as const,
    queryFn: () => apiFetch<BillPage>(billsPath('unpaid', limit)),
  });

export function useNextBills(limit: number) {
  return useQuery(nextBillsQueryOptions(limit));
}
