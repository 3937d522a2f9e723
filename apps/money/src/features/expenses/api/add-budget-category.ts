import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { Budget, CreateBudgetCategoryBody } from '@familyhub/contracts';
import { expensesKeys } from './expenses-keys';

/** POST /api/budgets/{id}/categories. */
export function useAddBudgetCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ budgetId, body }: { budgetId: number; body: CreateBudgetCategoryBody }) =>
      apiFetch<Budget>(`/api/budgets/${budgetId}/categories`, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: expensesKeys.budgets() }),
  });
}
