import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey, endpointQuery, useEndpointMutation } from '@familyhub/api-client';
import { endpointRoutes, type CalendarFeedStatus } from '@familyhub/contracts';

const endpoints = endpointRoutes.calendarFeed;

/** Whether the signed-in member's private feed is on. */
export function useCalendarFeed() {
  return useQuery(endpointQuery(endpoints.status));
}

/** Turns the feed on, or replaces its address; the answer carries the address, once. */
export function useTurnOnCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(endpoints.turnOn),
    onSuccess: ({ enabled, createdAt, lastFetchedAt }) =>
      queryClient.setQueryData<CalendarFeedStatus>(endpointKey(endpoints.status), {
        enabled,
        createdAt,
        lastFetchedAt,
      }),
  });
}

/** Turns the feed off: the address stops working at once. */
export function useTurnOffCalendarFeed() {
  return useEndpointMutation(endpoints.turnOff, () => ({}));
}
