import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { MaintenanceHistoryPage } from '@familyhub/contracts';
import { maintenanceKeys, queryString, type HistoryFilter } from './maintenance-keys';

/** GET /api/maintenance-items/history: what was done, newest first, filtered, with totals. */
export function useMaintenanceHistory(filter: HistoryFilter) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: maintenanceKeys.history(filter),
      queryFn: ({ pageParam }) =>
        apiFetch<MaintenanceHistoryPage>(
          `/api/maintenance-items/history${queryString({ ...filter, limit: 25, cursor: pageParam })}`,
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    }),
  );
}
