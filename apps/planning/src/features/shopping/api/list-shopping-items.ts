import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { ShoppingPage } from '@familyhub/contracts';
import { shoppingKeys } from './shopping-keys';

/** How many items /shopping shows at first and adds with each "Load more items". */
export const SHOPPING_PAGE_SIZE = 50;

/** GET /api/shopping-items?limit=&cursor= — open items first, then bought ones, newest first within each. */
export function shoppingItemsPath(limit: number, cursor?: string): string {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return `/api/shopping-items?${query.toString()}`;
}

/** Every shape the shopping queries keep under the 'shopping-items' key: one page or the pages of /shopping. */
export type ShoppingCache = ShoppingPage | InfiniteData<ShoppingPage, string | undefined>;

/**
 * The pages of /shopping, each with the cursor of the next (null on the last) and the whole list's totals.
 * Keys start with 'shopping-items', the live-update topic, so a change refetches every loaded page.
 */
export const shoppingPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: shoppingKeys.pages(),
    queryFn: ({ pageParam }) => apiFetch<ShoppingPage>(shoppingItemsPath(SHOPPING_PAGE_SIZE, pageParam)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useShoppingPages() {
  return useInfiniteQuery(shoppingPagesQueryOptions());
}

/** GET /api/shopping-items?limit=n — the first few items, for the dashboard's Shopping List card. */
export const firstShoppingItemsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: shoppingKeys.first(limit),
    queryFn: () => apiFetch<ShoppingPage>(shoppingItemsPath(limit)),
  });

export function useFirstShoppingItems(limit: number) {
  return useQuery(firstShoppingItemsQueryOptions(limit));
}
