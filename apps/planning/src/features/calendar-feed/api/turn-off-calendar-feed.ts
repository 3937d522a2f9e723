import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import { calendarFeedKey, FEED_SETTINGS } from './calendar-feed-keys';

/** DELETE /api/planning/calendar-feed: the address stops working at once. */
export function useTurnOffCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(FEED_SETTINGS, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedKey() }),
  });
}
