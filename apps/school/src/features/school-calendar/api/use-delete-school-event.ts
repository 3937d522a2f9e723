import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import { calendarKeys } from './calendar-keys';

/** DELETE /api/school-events/:id (its reminder goes too), then refresh the calendar. */
export function useDeleteSchoolEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api/school-events/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all() }),
  });
}
