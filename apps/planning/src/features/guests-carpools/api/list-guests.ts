import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { EventGuest } from '@familyhub/contracts';
import { guestsKey } from './guests-carpools-keys';

/** GET /api/events/:id/guests — one event's guest list. */
export function useGuests(eventId: number) {
  return useQuery({
    queryKey: guestsKey(eventId),
    queryFn: () => apiFetch<EventGuest[]>(`/api/events/${eventId}/guests`),
  });
}
