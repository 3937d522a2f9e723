import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import { WELLNESS_PAGE_MAX, type MeTimeBlock, type Page } from '@familyhub/contracts';
import { meTimeKeys } from './me-time-keys';

/** GET /api/me-time-blocks?from&to — the family's blocks of a window, by start (others' private ones as "Busy"). */
export const meTimeBlocksQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: meTimeKeys.window(from, to),
    queryFn: () =>
      apiFetch<Page<MeTimeBlock>>(
        `/api/me-time-blocks?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&limit=${WELLNESS_PAGE_MAX}`,
      ),
  });

export function useMeTimeBlocks(from: string, to: string) {
  return useQuery(meTimeBlocksQueryOptions(from, to));
}
