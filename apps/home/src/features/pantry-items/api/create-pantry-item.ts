import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { CreatePantryItemBody, PantryItem } from '@familyhub/contracts';
import { pantryItemsKeys } from './pantry-items-keys';

/** POST /api/pantry-items, then refresh the list. */
export function useCreatePantryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePantryItemBody) =>
      apiFetch<PantryItem>('/api/pantry-items', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pantryItemsKeys.all }),
  });
}
