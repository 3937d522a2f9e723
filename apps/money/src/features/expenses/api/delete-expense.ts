import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import { expensesKeys } from './expenses-keys';

/** DELETE /api/expenses/{id}. */
export function useDeleteExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api/expenses/${id}`, { method: 'DELETE' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: expensesKeys.all() }),
        queryClient.invalidateQueries({ queryKey: expensesKeys.budgets() }),
      ]),
  });
}
