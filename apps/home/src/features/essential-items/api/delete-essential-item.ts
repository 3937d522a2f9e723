import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import { essentialItemsKeys } from './essential-items-keys';

/** DELETE /api/essential-items/:id, then refresh the list. */
export function useDeleteEssentialItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api/essential-items/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: essentialItemsKeys.all }),
  });
}
