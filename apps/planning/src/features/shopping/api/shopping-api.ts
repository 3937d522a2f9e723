import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  callEndpoint,
  endpointPages,
  endpointQuery,
  forbiddenMessage,
  useEndpointMutation,
  useRefreshingMutation,
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
/** Every shopping query is under the live topic 'shopping-items'. */
const resource = [endpoints.list.resource];

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
  const queryClient = useQueryClient();
  const key = resource;
  return useRefreshingMutation(
    resource,
    ({ id, completed }: ShoppingItemToggle) =>
      callEndpoint(endpoints.update, { params: { id }, body: { completed } }),
    {
      onMutate: async (toggle) => {
        await queryClient.cancelQueries({ queryKey: key });
        const previous = queryClient.getQueriesData<ShoppingCache>({ queryKey: key });
        queryClient.setQueriesData<ShoppingCache>({ queryKey: key }, (cache) => withCompleted(cache, toggle));
        return { previous };
      },
      onError: (error, _toggle, context) => {
        for (const [queryKey, data] of context?.previous ?? []) queryClient.setQueryData(queryKey, data);
        console.error('Failed to update shopping item', error);
        const refusal = forbiddenMessage(error);
        if (refusal) toast({ variant: 'destructive', title: 'Not allowed', description: refusal });
      },
    },
  );
}
