import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { CreateExpenseBody, Expense } from '@familyhub/contracts';
import { expensesKeys } from './expenses-keys';

/** POST /api/expenses, then refresh expenses, totals and budgets (spent per category). */
export function useAddExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateExpenseBody) => apiFetch<Expense>('/api/expenses', { method: 'POST', body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: expensesKeys.all() }),
        queryClient.invalidateQueries({ queryKey: expensesKeys.budgets() }),
      ]),
  });
}
