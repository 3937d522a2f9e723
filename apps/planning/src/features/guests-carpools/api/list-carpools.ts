import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { Carpool } from '@familyhub/contracts';
import { carpoolsKey } from './guests-carpools-keys';

/** GET /api/events/:id/carpools — one event's carpools with their passengers. */
export function useCarpools(eventId: number) {
  return useQuery({
    queryKey: carpoolsKey(eventId),
    queryFn: () => apiFetch<Carpool[]>(`/api/events/${eventId}/carpools`),
  });
}
