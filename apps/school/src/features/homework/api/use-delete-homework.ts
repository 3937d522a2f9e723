import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import { homeworkKeys } from './homework-keys';

/** DELETE /api/homework/:id (its attachment goes with it), then refresh the lists. */
export function useDeleteHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api/homework/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: homeworkKeys.all() }),
  });
}
