import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { Vacation } from '@familyhub/contracts';
import { vacationsKeys } from './vacations-keys';

/** GET /api/vacations — soonest first. */
export const vacationsQueryOptions = () =>
  queryOptions({ queryKey: vacationsKeys.all, queryFn: () => apiFetch<Vacation[]>('/api/vacations') });

export function useVacations() {
  return useQuery(vacationsQueryOptions());
}
