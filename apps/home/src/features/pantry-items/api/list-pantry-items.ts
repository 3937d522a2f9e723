import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { PantryFilter, PantryItemPage } from '@familyhub/contracts';
import { pantryItemsKeys } from './pantry-items-keys';

export interface PantryListView {
  /** The start of a name; empty: every item. */
  q: string;
  filter: PantryFilter;
  /** The viewer's own date, YYYY-MM-DD. */
  today: string;
}

/** GET /api/pantry-items?q&filter&today: by name, or by expiry date for Expiring soon and Expired; a page at a time. */
export const pantryItemsQueryOptions = ({ q, filter, today }: PantryListView) =>
  infiniteQueryOptions({
    queryKey: pantryItemsKeys.list({ q, filter, today }),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ filter, today, limit: '50' });
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      return apiFetch<PantryItemPage>(`/api/pantry-items?${params.toString()}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // A new search keeps the previous answer on screen until its own arrives.
    placeholderData: keepPreviousData,
  });

export function usePantryItems(view: PantryListView) {
  return useInfiniteQuery(pantryItemsQueryOptions(view));
}
