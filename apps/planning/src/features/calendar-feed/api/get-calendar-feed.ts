import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { CalendarFeedStatus } from '@familyhub/contracts';
import { calendarFeedKey, FEED_SETTINGS } from './calendar-feed-keys';

/** GET /api/planning/calendar-feed: whether the signed-in member's private feed is on. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: calendarFeedKey(),
    queryFn: () => apiFetch<CalendarFeedStatus>(FEED_SETTINGS),
  });
}
