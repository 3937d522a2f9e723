import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { ShoppingItem, UpdateShoppingItemBody } from '@familyhub/contracts';
import { shoppingKeys } from './shopping-keys';

export interface ShoppingItemUpdate {
  id: number;
  changes: UpdateShoppingItemBody;
}

/** PATCH /api/shopping-items/:id with the edited fields, then refresh the list. */
export function useUpdateShoppingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: ShoppingItemUpdate) =>
      apiFetch<ShoppingItem>(`/api/shopping-items/${id}`, { method: 'PATCH', body: changes }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shoppingKeys.all }),
  });
}
