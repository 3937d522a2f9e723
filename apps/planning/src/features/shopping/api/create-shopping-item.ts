import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { CreateShoppingItemBody, ShoppingItem } from '@familyhub/contracts';
import { shoppingKeys } from './shopping-keys';

/** POST /api/shopping-items, then refresh the list (spec 000 §7). */
export function useAddShoppingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateShoppingItemBody) =>
      apiFetch<ShoppingItem>('/api/shopping-items', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shoppingKeys.all }),
  });
}
