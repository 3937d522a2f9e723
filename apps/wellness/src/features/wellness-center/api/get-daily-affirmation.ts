import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { Affirmation } from '@familyhub/contracts';

/** GET /api/affirmations/daily?date= — the day's affirmation (the key root is its live topic). */
export const dailyAffirmationQueryOptions = (date: string) =>
  queryOptions({
    queryKey: ['affirmations', 'daily', date] as const,
    queryFn: () => apiFetch<Affirmation>(`/api/affirmations/daily?date=${date}`),
  });

export function useDailyAffirmation(date: string) {
  return useQuery(dailyAffirmationQueryOptions(date));
}
