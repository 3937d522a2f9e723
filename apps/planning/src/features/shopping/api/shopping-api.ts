import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import {
  endpointPages,
  endpointQuery,
  useEndpointMutation,
  useOptimisticToggle,
} from '@familyhub/api-client';
import {
  endpointRoutes,
  type CreateShoppingItemBody,
  type ShoppingItem,
  type ShoppingPage,
  type UpdateShoppingItemBody,
} from '@familyhub/contracts';
import { toast } from '@familyhub/ui';

const endpoints = endpointRoutes.shopping;

/** How many items /shopping shows at first and adds with each "Load more items". */
export const SHOPPING_PAGE_SIZE = 50;

/** Every shape the shopping queries keep under 'shopping-items': one page or the pages of /shopping. */
export type ShoppingCache = ShoppingPage | InfiniteData<ShoppingPage, string | undefined>;

/** The pages of /shopping: open items first, then bought ones, newest first within each; with the list's totals. */
export const shoppingPagesQueryOptions = () => endpointPages(endpoints.list, SHOPPING_PAGE_SIZE);

export function useShoppingPages() {
  return useInfiniteQuery(shoppingPagesQueryOptions());
}

/** The first few items, for the dashboard's Shopping List card. */
export const firstShoppingItemsQueryOptions = (limit: number) =>
  endpointQuery(endpoints.list, { query: { limit } });

export function useFirstShoppingItems(limit: number) {
  return useQuery(firstShoppingItemsQueryOptions(limit));
}

export function useAddShoppingItem() {
  return useEndpointMutation(endpoints.create, (body: CreateShoppingItemBody) => ({ body }));
}

export interface ShoppingItemUpdate {
  id: number;
  changes: UpdateShoppingItemBody;
}

export function useUpdateShoppingItem() {
  return useEndpointMutation(endpoints.update, ({ id, changes }: ShoppingItemUpdate) => ({
    params: { id },
    body: changes,
  }));
}

export function useDeleteShoppingItem() {
  return useEndpointMutation(endpoints.remove, (id: number) => ({ params: { id } }));
}

/** Removes every bought item. */
export function useClearCompleted() {
  return useEndpointMutation(endpoints.clearCompleted, () => ({}));
}

export interface ShoppingItemToggle {
  id: number;
  completed: boolean;
}

/** One page with an item's checkbox changed, and the list's totals moved with it. */
function pageWithCompleted(page: ShoppingPage, toggled: ShoppingItem | undefined, completed: boolean) {
  const items = page.items.map((item) => (item.id === toggled?.id ? { ...item, completed } : item));
  if (!toggled || toggled.completed === completed) return { ...page, items };
  const step = completed ? -1 : 1;
  const cents = Math.round((toggled.estimatedPrice ?? 0) * 100) * step;
  const totals = {
    open: page.totals.open + step,
    bought: page.totals.bought - step,
    openEstimatedTotal: (Math.round(page.totals.openEstimatedTotal * 100) + cents) / 100,
  };
  return { ...page, items, totals };
}

/** The cached page (or pages) with one item's checkbox changed; anything else is left as it is. */
function withCompleted(cache: ShoppingCache | undefined, { id, completed }: ShoppingItemToggle) {
  if (cache && 'pages' in cache && Array.isArray(cache.pages)) {
    const toggled = cache.pages.flatMap((page) => page.items).find((item) => item.id === id);
    return { ...cache, pages: cache.pages.map((page) => pageWithCompleted(page, toggled, completed)) };
  }
  if (cache && 'items' in cache && Array.isArray(cache.items)) {
    return pageWithCompleted(
      cache,
      cache.items.find((item) => item.id === id),
      completed,
    );
  }
  return cache;
}

/**
 * Ticks an item bought (spec 000 §4, a partial update), shown at once in every loaded list (the pages of /shopping
 * and the dashboard card) and reverted if the call fails, like a task's checkbox. A refusal gets a toast with the
 * server's words; other failures only log.
 */
export function useToggleShoppingItem() {
  return useOptimisticToggle(
    endpoints.update,
    ({ id, completed }: ShoppingItemToggle) => ({ params: { id }, body: { completed } }),
    {
      apply: (cache: ShoppingCache | undefined, toggle) => withCompleted(cache, toggle),
      failure: 'Failed to update shopping item',
      onRefused: (description) => toast({ variant: 'destructive', title: 'Not allowed', description }),
    },
  );
}
