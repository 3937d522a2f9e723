import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { Allowance, CreateAllowanceBody } from '@familyhub/contracts';
import { allowancesKeys } from './allowances-keys';

/** POST /api/allowances. */
export function useCreateAllowance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAllowanceBody) =>
      apiFetch<Allowance>('/api/allowances', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: allowancesKeys.all() }),
  });
}
