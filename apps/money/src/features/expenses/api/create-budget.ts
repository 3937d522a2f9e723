import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { Budget, CreateBudgetBody } from '@familyhub/contracts';
import { expensesKeys } from './expenses-keys';

/** POST /api/budgets. */
export function useCreateBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBudgetBody) => apiFetch<Budget>('/api/budgets', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: expensesKeys.budgets() }),
  });
}
