import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import { assignmentsKeys, choresKeys } from './chores-keys';

/** DELETE /api/chores/:id (its turns go with it), then refresh chores and turns. */
export function useDeleteChore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api/chores/${id}`, { method: 'DELETE' }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: choresKeys.all });
      await queryClient.invalidateQueries({ queryKey: assignmentsKeys.all });
    },
  });
}
