import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { GenerateShoppingListAnswer, GenerateShoppingListBody } from '@familyhub/contracts';

/** POST /api/generate-shopping-list; the planning remote's list (root 'shopping-items') is refetched after. */
export function useGenerateShoppingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateShoppingListBody) =>
      apiFetch<GenerateShoppingListAnswer>('/api/generate-shopping-list', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['shopping-items'] }),
  });
}
