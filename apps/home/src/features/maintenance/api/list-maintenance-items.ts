import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { MaintenanceItemPage } from '@familyhub/contracts';
import { maintenanceKeys, queryString } from './maintenance-keys';

/** GET /api/maintenance-items: next due first, paged. */
export function maintenanceItemsQuery(limit = 50) {
  return infiniteQueryOptions({
    queryKey: maintenanceKeys.list(limit),
    queryFn: ({ pageParam }) =>
      apiFetch<MaintenanceItemPage>(`/api/maintenance-items${queryString({ limit, cursor: pageParam })}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export const useMaintenanceItems = (limit?: number) => useInfiniteQuery(maintenanceItemsQuery(limit));
