import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { CalendarFeedStatus, CreatedCalendarFeed } from '@familyhub/contracts';

export const calendarFeedKey = () => ['calendar-feed'] as const;
const FEED_SETTINGS = '/api/planning/calendar-feed';

/** GET /api/planning/calendar-feed: whether the signed-in member's private feed is on. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: calendarFeedKey(),
    queryFn: () => apiFetch<CalendarFeedStatus>(FEED_SETTINGS),
  });
}

/** POST: turns the feed on, or replaces its address; the answer carries the address, once. */
export function useTurnOnCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<CreatedCalendarFeed>(FEED_SETTINGS, { method: 'POST' }),
    onSuccess: ({ enabled, createdAt, lastFetchedAt }) =>
      queryClient.setQueryData<CalendarFeedStatus>(calendarFeedKey(), { enabled, createdAt, lastFetchedAt }),
  });
}

/** DELETE: the address stops working at once. */
export function useTurnOffCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(FEED_SETTINGS, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedKey() }),
  });
}
