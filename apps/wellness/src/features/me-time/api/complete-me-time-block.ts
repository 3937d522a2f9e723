import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { MeTimeBlock } from '@familyhub/contracts';
import { meTimeKeys } from './me-time-keys';

/** POST /api/me-time-blocks/{id}/complete { completed: true } (001 §7). */
export function useCompleteMeTimeBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<MeTimeBlock>(`/api/me-time-blocks/${id}/complete`, {
        method: 'POST',
        body: { completed: true },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meTimeKeys.all() }),
  });
}
