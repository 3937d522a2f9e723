import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { CreateSchoolEventBody, SchoolEvent } from '@familyhub/contracts';
import { calendarKeys } from './calendar-keys';

/** POST /api/school-events or PATCH /api/school-events/:id, then refresh the calendar. */
export function useSaveSchoolEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CreateSchoolEventBody }) =>
      id === undefined
        ? apiFetch<SchoolEvent>('/api/school-events', { method: 'POST', body })
        : apiFetch<SchoolEvent>(`/api/school-events/${id}`, { method: 'PATCH', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all() }),
  });
}
