import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { BudgetPage } from '@familyhub/contracts';
import { expensesKeys } from './expenses-keys';

/** GET /api/budgets — the latest months' budgets with their categories. */
export const budgetsQueryOptions = () =>
  queryOptions({
    queryKey: expensesKeys.budgets(),
    queryFn: () => apiFetch<BudgetPage>('/api/budgets?limit=12'),
  });

export function useBudgets() {
  return useQuery(budgetsQueryOptions());
}
