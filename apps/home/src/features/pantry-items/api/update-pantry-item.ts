import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { UpdatePantryItemBody, PantryItem } from '@familyhub/contracts';
import { pantryItemsKeys } from './pantry-items-keys';

/** PATCH /api/pantry-items/:id, then refresh the list. */
export function useUpdatePantryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdatePantryItemBody }) =>
      apiFetch<PantryItem>(`/api/pantry-items/${id}`, { method: 'PATCH', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pantryItemsKeys.all }),
  });
}
