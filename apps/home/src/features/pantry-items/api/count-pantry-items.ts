import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { PantryCounts } from '@familyhub/contracts';
import { pantryItemsKeys } from './pantry-items-keys';

/** GET /api/pantry-items/counts?today: how many items each filter tab holds. */
export const pantryCountsQueryOptions = (today: string) =>
  queryOptions({
    queryKey: pantryItemsKeys.counts(today),
    queryFn: () => apiFetch<PantryCounts>(`/api/pantry-items/counts?today=${today}`),
  });

export function usePantryCounts(today: string) {
  return useQuery(pantryCountsQueryOptions(today));
}
