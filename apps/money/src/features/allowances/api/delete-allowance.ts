import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import { allowancesKeys } from './allowances-keys';

/** DELETE /api/allowances/{id} (its ledger goes with it). */
export function useDeleteAllowance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api/allowances/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: allowancesKeys.all() }),
  });
}
