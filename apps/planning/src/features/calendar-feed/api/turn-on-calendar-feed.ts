import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { CalendarFeedStatus, CreatedCalendarFeed } from '@familyhub/contracts';
import { calendarFeedKey, FEED_SETTINGS } from './calendar-feed-keys';

/** POST /api/planning/calendar-feed: turns the feed on, or replaces its address; the answer carries the address, once. */
export function useTurnOnCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<CreatedCalendarFeed>(FEED_SETTINGS, { method: 'POST' }),
    onSuccess: ({ enabled, createdAt, lastFetchedAt }) =>
      queryClient.setQueryData<CalendarFeedStatus>(calendarFeedKey(), { enabled, createdAt, lastFetchedAt }),
  });
}
