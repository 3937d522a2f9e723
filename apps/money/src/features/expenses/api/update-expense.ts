import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { Expense, UpdateExpenseBody } from '@familyhub/contracts';
import { expensesKeys } from './expenses-keys';

/** PATCH /api/expenses/{id} (allocations sent replace the expense's parts), then refresh as adding does. */
export function useUpdateExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateExpenseBody }) =>
      apiFetch<Expense>(`/api/expenses/${id}`, { method: 'PATCH', body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: expensesKeys.all() }),
        queryClient.invalidateQueries({ queryKey: expensesKeys.budgets() }),
      ]),
  });
}
