import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { EssentialItem } from '@familyhub/contracts';
import { essentialItemsKeys } from './essential-items-keys';

/** POST /api/essential-items/:id/use (Used one), then refresh; auto-reorder may put it on the shopping list. */
export function useMarkOneUsed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<EssentialItem>(`/api/essential-items/${id}/use`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: essentialItemsKeys.all }),
  });
}
