import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { AllowancePage } from '@familyhub/contracts';
import { allowancesKeys } from './allowances-keys';

/** GET /api/allowances — every child's (a child gets only their own); a family has a handful. */
export const allowancesQueryOptions = () =>
  queryOptions({
    queryKey: allowancesKeys.list(),
    queryFn: () => apiFetch<AllowancePage>('/api/allowances?limit=200'),
  });

export function useAllowances() {
  return useQuery(allowancesQueryOptions());
}
