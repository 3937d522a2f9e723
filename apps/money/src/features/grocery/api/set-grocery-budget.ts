import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { GroceryBudget, SetGroceryBudgetBody } from '@familyhub/contracts';
import { groceryKeys } from './grocery-keys';

/** POST /api/grocery-budgets (Set Budget), then refresh the budgets. */
export function useSetGroceryBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetGroceryBudgetBody) =>
      apiFetch<GroceryBudget>('/api/grocery-budgets', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groceryKeys.budgets() }),
  });
}
