import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { AllowanceTransaction, CreateAllowanceTransactionBody } from '@familyhub/contracts';
import { allowancesKeys } from './allowances-keys';

/** POST /api/allowances/{id}/transactions — a manual credit or debit; refreshes the balance and the ledger. */
export function useAddAllowanceTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CreateAllowanceTransactionBody }) =>
      apiFetch<AllowanceTransaction>(`/api/allowances/${id}/transactions`, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: allowancesKeys.all() }),
  });
}
