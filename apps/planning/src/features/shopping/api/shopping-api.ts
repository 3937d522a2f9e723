import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import {
  endpointPages,
  endpointQuery,
  mapPagedCache,
  useEndpointMutation,
  useOfflineMutation,
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
import { shoppingMessages } from '../messages';

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

const nameOf = (name: string | null | undefined) => ({ name: name ?? shoppingMessages.t('pending.unnamed') });

/** Every page of every cached list under 'shopping-items' (the pages of /shopping, the dashboard card's first few). */
const mapPages = (
  cache: ShoppingCache | undefined,
  change: (page: ShoppingPage, first: boolean) => ShoppingPage,
) => mapPagedCache(cache, (page, { first }) => change(page, first));

/** The item as it is drawn until the server answers: added by the caller, now. */
function newItem(body: CreateShoppingItemBody, id: number): ShoppingItem {
  const now = new Date().toISOString();
  return {
    id,
    name: body.name.trim(),
    quantity: body.quantity?.trim() || null,
    completed: body.completed ?? false,
    status: body.status?.trim() || null,
    category: body.category?.trim() || null,
    estimatedPrice: body.estimatedPrice ?? null,
    fromRecipe: false,
    recipeId: null,
    addedById: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** The cached lists with the new item first among the open ones, and the totals counting it. */
function withAdded(
  cache: ShoppingCache | undefined,
  body: CreateShoppingItemBody,
  tempId: number | undefined,
) {
  if (tempId === undefined) return cache;
  const item = newItem(body, tempId);
  return mapPages(cache, (page, first) => {
    const totals = {
      ...page.totals,
      open: page.totals.open + 1,
      openEstimatedTotal:
        (Math.round(page.totals.openEstimatedTotal * 100) + Math.round((item.estimatedPrice ?? 0) * 100)) /
        100,
    };
    return first ? { ...page, items: [item, ...page.items], totals } : { ...page, totals };
  });
}

/**
 * Adds an item: it shows at once, first on the list, and with no network it is kept and sent when the network
 * returns (issue #31), marked as waiting meanwhile.
 */
export function useAddShoppingItem() {
  return useOfflineMutation(endpoints.create, (body: CreateShoppingItemBody) => ({ body }), {
    adds: true,
    apply: withAdded,
    label: (body) => shoppingMessages.t('pending.add', nameOf(body.name)),
    failure: 'Failed to add shopping item',
  });
}

export interface ShoppingItemUpdate {
  id: number;
  changes: UpdateShoppingItemBody;
  /** Its name before the change, for the pending list and a conflict. */
  name?: string;
}

/** Edits an item's details, drawn at once and kept for later with no network. */
export function useUpdateShoppingItem() {
  return useOfflineMutation(
    endpoints.update,
    ({ id, changes }: ShoppingItemUpdate) => ({ params: { id }, body: changes }),
    {
      apply: (cache: ShoppingCache | undefined, { id, changes }) =>
        mapPages(cache, (page) => ({
          ...page,
          items: page.items.map((item) =>
            item.id === id ? { ...item, ...(changes as Partial<ShoppingItem>) } : item,
          ),
        })),
      label: ({ name, changes }) => shoppingMessages.t('pending.edit', nameOf(name ?? changes.name)),
      failure: 'Failed to update shopping item',
    },
  );
}

/** Removes an item (after the member confirmed), at once, and kept for later with no network. */
export function useDeleteShoppingItem() {
  return useOfflineMutation(
    endpoints.remove,
    ({ id }: { id: number; name: string }) => ({ params: { id } }),
    {
      apply: (cache: ShoppingCache | undefined, { id }) =>
        mapPages(cache, (page) => {
          const removed = page.items.find((item) => item.id === id);
          if (!removed) return page;
          const cents = removed.completed ? 0 : Math.round((removed.estimatedPrice ?? 0) * 100);
          const totals = {
            open: page.totals.open - (removed.completed ? 0 : 1),
            bought: page.totals.bought - (removed.completed ? 1 : 0),
            openEstimatedTotal: (Math.round(page.totals.openEstimatedTotal * 100) - cents) / 100,
          };
          return { ...page, items: page.items.filter((item) => item.id !== id), totals };
        }),
      label: ({ name }) => shoppingMessages.t('pending.delete', nameOf(name)),
      failure: 'Failed to delete shopping item',
    },
  );
}

/** Removes every bought item. */
export function useClearCompleted() {
  return useEndpointMutation(endpoints.clearCompleted, () => ({}));
}

export interface ShoppingItemToggle {
  id: number;
  completed: boolean;
  /** The item's name, for the pending list and a conflict. */
  name?: string;
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
      label: ({ name, completed }) =>
        shoppingMessages.t(completed ? 'pending.tick' : 'pending.untick', nameOf(name)),
      onRefused: (description) =>
        toast({ variant: 'destructive', title: shoppingMessages.t('toast.notAllowed'), description }),
    },
  );
}
