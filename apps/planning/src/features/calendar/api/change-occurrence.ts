import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { EventOccurrence, OccurrenceChangeBody } from '@familyhub/contracts';
import { eventsKeys } from './events-keys';

/** The address of one occurrence of a series: the instant the series puts it. */
const occurrencePath = (eventId: number, occurrenceStart: string) =>
  `/api/events/${eventId}/occurrences/${encodeURIComponent(occurrenceStart)}`;

export interface OccurrenceChange {
  eventId: number;
  occurrenceStart: string;
  body: OccurrenceChangeBody;
}

/** PUT /api/events/:id/occurrences/:start — changes that occurrence alone, then refreshes every event query. */
export function useChangeOccurrence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, occurrenceStart, body }: OccurrenceChange) =>
      apiFetch<EventOccurrence>(occurrencePath(eventId, occurrenceStart), { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}

/** DELETE /api/events/:id/occurrences/:start — removes that occurrence alone; the series stays. */
export function useCancelOccurrence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, occurrenceStart }: Omit<OccurrenceChange, 'body'>) =>
      apiFetch<void>(occurrencePath(eventId, occurrenceStart), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
