import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { CreateSchoolBody, School } from '@familyhub/contracts';
import { schoolKeys } from './school-keys';

/** POST /api/schools, or PATCH /api/schools/:id when `id` is given; then refresh the list. */
export function useSaveSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CreateSchoolBody }) =>
      id === undefined
        ? apiFetch<School>('/api/schools', { method: 'POST', body })
        : apiFetch<School>(`/api/schools/${id}`, { method: 'PATCH', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schoolKeys.schools() }),
  });
}
