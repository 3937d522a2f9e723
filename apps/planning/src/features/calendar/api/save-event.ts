import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { CalendarEvent, CreateEventBody } from '@familyhub/contracts';
import { eventsKeys } from './events-keys';

export interface EventSave {
  /** The series being changed; absent when adding. */
  id?: number;
  body: CreateEventBody;
}

/** POST /api/events or PATCH /api/events/:id (the whole series), then refresh every event query. */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: EventSave) =>
      id === undefined
        ? apiFetch<CalendarEvent>('/api/events', { method: 'POST', body })
        : apiFetch<CalendarEvent>(`/api/events/${id}`, { method: 'PATCH', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
