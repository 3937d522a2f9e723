import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, queryKeys } from '@familyhub/api-client';
import type { ShoppingItem, UpdateShoppingItemBody } from '@familyhub/contracts';

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
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.shoppingItems() }),
  });
}
