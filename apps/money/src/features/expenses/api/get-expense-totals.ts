import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { ExpenseTotals } from '@familyhub/contracts';
import { expensesKeys } from './expenses-keys';

/** GET /api/expenses/totals?from&to — by category and by month. */
export const expenseTotalsQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: expensesKeys.totals(from, to),
    queryFn: () => apiFetch<ExpenseTotals>(`/api/expenses/totals?from=${from}&to=${to}`),
  });

export function useExpenseTotals(from: string, to: string) {
  return useQuery(expenseTotalsQueryOptions(from, to));
}
