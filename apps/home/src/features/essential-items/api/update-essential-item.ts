import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { UpdateEssentialItemBody, EssentialItem } from '@familyhub/contracts';
import { essentialItemsKeys } from './essential-items-keys';

/** PATCH /api/essential-items/:id, then refresh the list. */
export function useUpdateEssentialItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateEssentialItemBody }) =>
      apiFetch<EssentialItem>(`/api/essential-items/${id}`, { method: 'PATCH', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: essentialItemsKeys.all }),
  });
}
