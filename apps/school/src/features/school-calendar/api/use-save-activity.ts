import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { CreateActivityBody, ExtracurricularActivity } from '@familyhub/contracts';
import { calendarKeys } from './calendar-keys';

/** POST /api/extracurricular-activities or PATCH …/:id, then refresh the calendar. */
export function useSaveActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CreateActivityBody }) =>
      id === undefined
        ? apiFetch<ExtracurricularActivity>('/api/extracurricular-activities', { method: 'POST', body })
        : apiFetch<ExtracurricularActivity>(`/api/extracurricular-activities/${id}`, {
            method: 'PATCH',
            body,
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all() }),
  });
}
