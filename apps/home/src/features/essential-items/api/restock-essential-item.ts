import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { EssentialItem } from '@familyhub/contracts';
import { essentialItemsKeys } from './essential-items-keys';

/** POST /api/essential-items/:id/restock { quantity }, then refresh. */
export function useRestockEssentialItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, quantity }: { id: number; quantity: number }) =>
      apiFetch<EssentialItem>(`/api/essential-items/${id}/restock`, { method: 'POST', body: { quantity } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: essentialItemsKeys.all }),
  });
}
