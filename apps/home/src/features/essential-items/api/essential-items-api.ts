import { useInfiniteQuery } from '@tanstack/react-query';
import {
  endpointPages,
  mapPagedCache,
  useEndpointMutation,
  useOfflineMutation,
  type PagedCache,
} from '@familyhub/api-client';
import {
  endpointRoutes,
  type CreateEssentialItemBody,
  type EssentialItem,
  type EssentialItemPage,
  type UpdateEssentialItemBody,
} from '@familyhub/contracts';
import { essentialItemsMessages } from '../messages';

const endpoints = endpointRoutes.essentialItems;

/** The essentials (or only those running low), 50 a page. */
export const essentialItemsQueryOptions = (low: boolean) =>
  endpointPages(endpoints.list, 50, { query: { limit: 50, low: low ? 'true' : undefined } });

export function useEssentialItems(low: boolean) {
  return useInfiniteQuery(essentialItemsQueryOptions(low));
}

export function useCreateEssentialItem() {
  return useEndpointMutation(endpoints.create, (body: CreateEssentialItemBody) => ({ body }));
}

export function useUpdateEssentialItem() {
  return useEndpointMutation(
    endpoints.update,
    ({ id, body }: { id: number; body: UpdateEssentialItemBody }) => ({
      params: { id },
      body,
    }),
  );
}

export function useDeleteEssentialItem() {
  return useEndpointMutation(endpoints.remove, (id: number) => ({ params: { id } }));
}

export function useRestockEssentialItem() {
  return useEndpointMutation(endpoints.restock, ({ id, quantity }: { id: number; quantity: number }) => ({
    params: { id },
    body: { quantity },
  }));
}

/** Every loaded page of essentials with one fewer of this one, never below 0 (as the server counts). */
function withOneUsed(cache: PagedCache<EssentialItemPage> | undefined, used: Pick<EssentialItem, 'id'>) {
  return mapPagedCache(cache, (page) => ({
    ...page,
    items: page.items.map((item) =>
      item.id === used.id ? { ...item, currentQuantity: Math.max(item.currentQuantity - 1, 0) } : item,
    ),
  }));
}

/**
 * One used: the stock goes down by one at once, and with no network the change is kept and sent when the network
 * returns (issue #31), marked as waiting meanwhile. Restocking still needs the server.
 */
export function useMarkOneUsed() {
  return useOfflineMutation(
    endpoints.useOne,
    (item: Pick<EssentialItem, 'id' | 'name'>) => ({ params: { id: item.id } }),
    {
      apply: withOneUsed,
      label: (item) => essentialItemsMessages.t('offline.usedOne', { name: item.name }),
      failure: 'Failed to mark one used',
    },
  );
}
