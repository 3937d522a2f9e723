import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import { WELLNESS_PAGE_MAX, type Page, type WaterGoal } from '@familyhub/contracts';
import { waterKeys } from './water-keys';

/** GET /api/water-goals — one goal per member (a family has far fewer than a page). */
export const waterGoalsQueryOptions = () =>
  queryOptions({
    queryKey: waterKeys.goals(),
    queryFn: () => apiFetch<Page<WaterGoal>>(`/api/water-goals?limit=${WELLNESS_PAGE_MAX}`),
  });

export function useWaterGoals() {
  return useQuery(waterGoalsQueryOptions());
}
