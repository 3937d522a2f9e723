import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { Page, Vacation } from '@familyhub/contracts';
import { vacationsKeys } from './vacations-keys';

/** How many trips the Vacations tab shows at first and adds with each "Load more". */
export const VACATION_PAGE_SIZE = 25;

/** GET /api/vacations?limit=&cursor= — the family's trips, soonest start first, a page at a time. */
export const vacationPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: vacationsKeys.pages(),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: String(VACATION_PAGE_SIZE) });
      if (pageParam) query.set('cursor', pageParam);
      return apiFetch<Page<Vacation>>(`/api/vacations?${query.toString()}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useVacations() {
  return useInfiniteQuery(vacationPagesQueryOptions());
}
