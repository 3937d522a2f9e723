import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, queryKeys } from '@familyhub/api-client';
import { toast } from '@familyhub/ui';
import type { ShoppingItem } from '@familyhub/contracts';
import { forbiddenMessage } from '../../shared/server-message';

export interface ShoppingItemToggle {
  id: number;
  completed: boolean;
}

/**
 * PATCH /api/shopping-items/:id { completed } (spec 000 §4, a partial update), shown at once and reverted
 * if the call fails, like a task's checkbox. A refusal gets a toast with the server's words; other
 * failures only log.
 */
export function useToggleShoppingItem() {
  const queryClient = useQueryClient();
  const key = queryKeys.shoppingItems();
  return useMutation({
    mutationFn: ({ id, completed }: ShoppingItemToggle) =>
      apiFetch<ShoppingItem>(`/api/shopping-items/${id}`, { method: 'PATCH', body: { completed } }),
    onMutate: async ({ id, completed }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ShoppingItem[]>(key);
      queryClient.setQueryData<ShoppingItem[]>(key, (items) =>
        items?.map((item) => (item.id === id ? { ...item, completed } : item)),
      );
      return { previous };
    },
    onError: (error, _toggle, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      console.error('Failed to update shopping item', error);
      const refusal = forbiddenMessage(error);
      if (refusal) toast({ variant: 'destructive', title: 'Not allowed', description: refusal });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
