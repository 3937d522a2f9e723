import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { ExpenseFilters, ExpensePage } from '@familyhub/contracts';
import { expensesKeys, filterQuery } from './expenses-keys';

export const EXPENSE_PAGE_SIZE = 25;

/** GET /api/expenses?from&to&category&search — newest first, page by page. */
export const expensesQueryOptions = (filters: ExpenseFilters) =>
  infiniteQueryOptions({
    queryKey: expensesKeys.list(filters),
    queryFn: ({ pageParam }) => {
      const query = filterQuery(filters);
      const cursor = pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : '';
      return apiFetch<ExpensePage>(
        `/api/expenses?limit=${EXPENSE_PAGE_SIZE}${query ? `&${query}` : ''}${cursor}`,
      );
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useExpenses(filters: ExpenseFilters) {
  return useInfiniteQuery(expensesQueryOptions(filters));
}
