import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { CalendarEvent } from '@familyhub/contracts';
import { eventsKeys } from './events-keys';

/** GET /api/events/:id — the whole series, for the edit dialog. */
export const eventQueryOptions = (id: number) =>
  queryOptions({
    queryKey: eventsKeys.one(id),
    queryFn: () => apiFetch<CalendarEvent>(`/api/events/${id}`),
  });

export function useEvent(id: number | null) {
  return useQuery({ ...eventQueryOptions(id ?? 0), enabled: id !== null });
}
