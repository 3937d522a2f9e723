import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { Chore, UpdateChoreBody } from '@familyhub/contracts';
import { assignmentsKeys, choresKeys } from './chores-keys';

/** PATCH /api/chores/:id, then refresh chores and turns. */
export function useUpdateChore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateChoreBody }) =>
      apiFetch<Chore>(`/api/chores/${id}`, { method: 'PATCH', body }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: choresKeys.all });
      await queryClient.invalidateQueries({ queryKey: assignmentsKeys.all });
    },
  });
}
