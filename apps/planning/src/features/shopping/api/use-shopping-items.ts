import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, queryKeys } from '@familyhub/api-client';
import type { ShoppingItem } from '@familyhub/contracts';

/**
 * GET /api/shopping-items — open items first, then bought ones (the server's order), shared by /shopping
 * and the dashboard card. The server answers at most 200 items per call by default, which a household
 * list does not reach; the key starts with 'shopping-items', the live-update topic.
 */
export const shoppingItemsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.shoppingItems(),
    queryFn: () => apiFetch<ShoppingItem[]>('/api/shopping-items'),
  });

export function useShoppingItems() {
  return useQuery(shoppingItemsQueryOptions());
}
