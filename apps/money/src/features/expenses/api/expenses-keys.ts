import type { ExpenseFilters } from '@familyhub/contracts';

/** Query keys of expenses and budgets; each starts with its live-update topic. */
export const expensesKeys = {
  all: () => ['expenses'] as const,
  list: (filters: ExpenseFilters) => ['expenses', 'list', filters] as const,
  totals: (from: string, to: string) => ['expenses', 'totals', from, to] as const,
  budgets: () => ['budgets'] as const,
};

/** `?from=…&to=…` with only the filters that are set. */
export function filterQuery(filters: ExpenseFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params.toString();
}
