import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { Allowance, UpdateAllowanceBody } from '@familyhub/contracts';
import { allowancesKeys } from './allowances-keys';

/** PATCH /api/allowances/{id} (e.g. pause or resume). */
export function useUpdateAllowance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateAllowanceBody }) =>
      apiFetch<Allowance>(`/api/allowances/${id}`, { method: 'PATCH', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: allowancesKeys.all() }),
  });
}
