import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointPages, endpointQuery, useEndpointMutation } from '@familyhub/api-client';
import {
  endpointRoutes,
  type CreateBudgetBody,
  type CreateBudgetCategoryBody,
  type CreateExpenseBody,
  type ExpenseFilters,
  type ImportExpensesBody,
  type UpdateExpenseBody,
} from '@familyhub/contracts';

const endpoints = endpointRoutes.expenses;

export const EXPENSE_PAGE_SIZE = 25;
/** An expense changes what its budget has spent. */
const budgetsToo = { alsoRefreshes: [endpointRoutes.budgets.list.resource] };

/** The expenses matching the filters (only those that are set), newest first, a page at a time. */
export const expensesQueryOptions = (filters: ExpenseFilters) =>
  endpointPages(endpoints.list, EXPENSE_PAGE_SIZE, {
    query: {
      limit: EXPENSE_PAGE_SIZE,
      from: filters.from || undefined,
      to: filters.to || undefined,
      category: filters.category || undefined,
      search: filters.search || undefined,
    },
  });

export function useExpenses(filters: ExpenseFilters) {
  return useInfiniteQuery(expensesQueryOptions(filters));
}

export const expenseTotalsQueryOptions = (from: string, to: string) =>
  endpointQuery(endpoints.totals, { query: { from, to } });

export function useExpenseTotals(from: string, to: string) {
  return useQuery(expenseTotalsQueryOptions(from, to));
}

/** The latest budgets (a year of months). */
export const budgetsQueryOptions = () => endpointQuery(endpointRoutes.budgets.list, { query: { limit: 12 } });

export function useBudgets() {
  return useQuery(budgetsQueryOptions());
}

export function useAddExpense() {
  return useEndpointMutation(endpoints.create, (body: CreateExpenseBody) => ({ body }), budgetsToo);
}

export function useUpdateExpense() {
  return useEndpointMutation(
    endpoints.update,
    ({ id, body }: { id: number; body: UpdateExpenseBody }) => ({ params: { id }, body }),
    budgetsToo,
  );
}

export function useDeleteExpense() {
  return useEndpointMutation(endpoints.remove, (id: number) => ({ params: { id } }), budgetsToo);
}

/** Imports rows (or checks them with `dryRun`); only a real import refreshes the expenses. */
export function useImportExpenses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportExpensesBody) => callEndpoint(endpoints.import, { body }),
    onSuccess: (_answer, body) =>
      body.dryRun ? undefined : queryClient.invalidateQueries({ queryKey: [endpoints.import.resource] }),
  });
}

export function useCreateBudget() {
  return useEndpointMutation(endpointRoutes.budgets.create, (body: CreateBudgetBody) => ({ body }));
}

export function useAddBudgetCategory() {
  return useEndpointMutation(
    endpointRoutes.budgets.addCategory,
    ({ budgetId, body }: { budgetId: number; body: CreateBudgetCategoryBody }) => ({
      params: { id: budgetId },
      body,
    }),
  );
}
