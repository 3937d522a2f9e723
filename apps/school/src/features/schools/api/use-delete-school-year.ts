import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import { schoolKeys } from './school-keys';

/** DELETE /api/school-years/:id (409 while it has students), then refresh the years. */
export function useDeleteSchoolYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api/school-years/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schoolKeys.years() }),
  });
}
