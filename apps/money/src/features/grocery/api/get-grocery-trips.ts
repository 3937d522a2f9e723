import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { GroceryTripPage } from '@familyhub/contracts';
import { groceryKeys } from './grocery-keys';

export const TRIP_PAGE_SIZE = 20;

export function groceryTripsPath(year: number, month: number, cursor?: string): string {
  const base = `/api/grocery-trips?year=${year}&month=${month}&limit=${TRIP_PAGE_SIZE}`;
  return cursor ? `${base}&cursor=${encodeURIComponent(cursor)}` : base;
}

/** GET /api/grocery-trips?year=&month= — one month's trips, newest first, page by page. */
export const groceryTripsQueryOptions = (year: number, month: number) =>
  infiniteQueryOptions({
    queryKey: groceryKeys.tripsOfMonth(year, month),
    queryFn: ({ pageParam }) => apiFetch<GroceryTripPage>(groceryTripsPath(year, month, pageParam)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useGroceryTrips(year: number, month: number) {
  return useInfiniteQuery(groceryTripsQueryOptions(year, month));
}
