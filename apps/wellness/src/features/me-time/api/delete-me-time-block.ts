import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import { meTimeKeys } from './me-time-keys';

/** DELETE /api/me-time-blocks/{id}. */
export function useDeleteMeTimeBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api/me-time-blocks/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meTimeKeys.all() }),
  });
}
