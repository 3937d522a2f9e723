import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import { WELLNESS_PAGE_MAX, type Page, type WaterIntake } from '@familyhub/contracts';
import { waterKeys } from './water-keys';

/** GET /api/water-intakes?userId&from=date&to=date — one member's intakes of a day (newest first on screen). */
export const waterDayLogQueryOptions = (date: string, userId: number) =>
  queryOptions({
    queryKey: waterKeys.dayLog(date, userId),
    queryFn: () =>
      apiFetch<Page<WaterIntake>>(
        `/api/water-intakes?userId=${userId}&from=${date}&to=${date}&limit=${WELLNESS_PAGE_MAX}`,
      ),
  });

export function useWaterDayLog(date: string, userId: number) {
  return useQuery(waterDayLogQueryOptions(date, userId));
}
