import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { CreateEssentialItemBody, EssentialItem } from '@familyhub/contracts';
import { essentialItemsKeys } from './essential-items-keys';

/** POST /api/essential-items, then refresh the list. */
export function useCreateEssentialItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEssentialItemBody) =>
      apiFetch<EssentialItem>('/api/essential-items', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: essentialItemsKeys.all }),
  });
}
