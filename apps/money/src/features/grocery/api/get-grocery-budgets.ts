import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { GroceryBudgetPage } from '@familyhub/contracts';
import { groceryKeys } from './grocery-keys';

/** How many months the screen shows: the current one, the history and the chart read the same page. */
export const BUDGET_MONTHS = 24;

/** GET /api/grocery-budgets — the newest months first, each with what its trips add up to. */
export const groceryBudgetsQueryOptions = () =>
  queryOptions({
    queryKey: groceryKeys.budgets(),
    queryFn: () => apiFetch<GroceryBudgetPage>(`/api/grocery-budgets?limit=${BUDGET_MONTHS}`),
  });

export function useGroceryBudgets() {
  return useQuery(groceryBudgetsQueryOptions());
}
