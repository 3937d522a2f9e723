import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import { pantryItemsKeys } from './pantry-items-keys';

/** DELETE /api/pantry-items/:id, then refresh the list. */
export function useDeletePantryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api/pantry-items/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pantryItemsKeys.all }),
  });
}
