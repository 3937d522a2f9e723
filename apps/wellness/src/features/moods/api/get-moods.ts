import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import { WELLNESS_PAGE_MAX, type MoodEntry, type Page } from '@familyhub/contracts';

/** Keys start with the live topic 'moods'. */
export const moodKeys = {
  all: () => ['moods'] as const,
  window: (from: string, to: string, userId?: number) => ['moods', from, to, userId ?? 'all'] as const,
};

/** GET /api/moods?from&to[&userId] — the moods of a window (001 §9: 7 days), newest first. */
export const moodsQueryOptions = (from: string, to: string, userId?: number) =>
  queryOptions({
    queryKey: moodKeys.window(from, to, userId),
    queryFn: () =>
      apiFetch<Page<MoodEntry>>(
        `/api/moods?from=${from}&to=${to}&limit=${WELLNESS_PAGE_MAX}${userId === undefined ? '' : `&userId=${userId}`}`,
      ),
  });

export function useMoods(from: string, to: string, userId?: number) {
  return useQuery(moodsQueryOptions(from, to, userId));
}
