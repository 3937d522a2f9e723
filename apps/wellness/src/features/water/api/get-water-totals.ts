import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { WaterDayTotal } from '@familyhub/contracts';
import { waterKeys } from './water-keys';

/** GET /api/water-intakes/totals?from&to[&userId] — ounces per member and day. */
export const waterTotalsQueryOptions = (from: string, to: string, userId?: number) =>
  queryOptions({
    queryKey: waterKeys.totals(from, to, userId),
    queryFn: () =>
      apiFetch<{ items: WaterDayTotal[] }>(
        `/api/water-intakes/totals?from=${from}&to=${to}${userId === undefined ? '' : `&userId=${userId}`}`,
      ),
  });

export function useWaterTotals(from: string, to: string, userId?: number) {
  return useQuery(waterTotalsQueryOptions(from, to, userId));
}
