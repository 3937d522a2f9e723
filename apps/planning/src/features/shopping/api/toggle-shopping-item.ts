import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, forbiddenMessage } from '@familyhub/api-client';
import { toast } from '@familyhub/ui';
import type { ShoppingItem, ShoppingPage } from '@familyhub/contracts';
import type { ShoppingCache } from './list-shopping-items';
import { shoppingKeys } from './shopping-keys';

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
 * PATCH /api/shopping-items/:id { completed } (spec 000 §4, a partial update), shown at once in every loaded
 * list (the pages of /shopping and the dashboard card) and reverted if the call fails, like a task's checkbox.
 * A refusal gets a toast with the server's words; other failures only log.
 */
export function useToggleShoppingItem() {
  const queryClient = useQueryClient();
  const key = shoppingKeys.all;
  return useMutation({
    mutationFn: ({ id, completed }: ShoppingItemToggle) =>
      apiFetch<ShoppingItem>(`/api/shopping-items/${id}`, { method: 'PATCH', body: { completed } }),
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
