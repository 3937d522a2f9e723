import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { Chore, CreateChoreBody } from '@familyhub/contracts';
import { assignmentsKeys, choresKeys } from './chores-keys';

/** POST /api/chores (its first turn comes with it), then refresh chores and turns. */
export function useCreateChore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateChoreBody) => apiFetch<Chore>('/api/chores', { method: 'POST', body }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: choresKeys.all });
      await queryClient.invalidateQueries({ queryKey: assignmentsKeys.all });
    },
  });
}
