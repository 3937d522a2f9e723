import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { endpointPages, endpointQuery, useEndpointMutation } from '@familyhub/api-client';
import { endpointRoutes, type CreateGroceryTripBody, type SetGroceryBudgetBody } from '@familyhub/contracts';

const endpoints = endpointRoutes.grocery;

/** Two years of monthly budgets. */
export const BUDGET_MONTHS = 24;
export const TRIP_PAGE_SIZE = 20;
/** A trip spends the month's budget. */
const budgetsToo = { alsoRefreshes: [endpoints.budgets.resource] };

export const groceryBudgetsQueryOptions = () =>
  endpointQuery(endpoints.budgets, { query: { limit: BUDGET_MONTHS } });

export function useGroceryBudgets() {
  return useQuery(groceryBudgetsQueryOptions());
}

/** One month's trips, newest first, a page at a time. */
export const groceryTripsQueryOptions = (year: number, month: number) =>
  endpointPages(endpoints.trips, TRIP_PAGE_SIZE, { query: { year, month, limit: TRIP_PAGE_SIZE } });

export function useGroceryTrips(year: number, month: number) {
  return useInfiniteQuery(groceryTripsQueryOptions(year, month));
}

export function useSetGroceryBudget() {
  return useEndpointMutation(endpoints.setBudget, (body: SetGroceryBudgetBody) => ({ body }));
}

export function useAddGroceryTrip() {
  return useEndpointMutation(endpoints.addTrip, (body: CreateGroceryTripBody) => ({ body }), budgetsToo);
}

export function useDeleteGroceryTrip() {
  return useEndpointMutation(endpoints.removeTrip, (id: number) => ({ params: { id } }), budgetsToo);
}
