import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { ClearCompletedAnswer } from '@familyhub/contracts';
import { shoppingKeys } from './shopping-keys';

/** POST /api/shopping-items/clear-completed: removes every bought item, then refreshes the list. */
export function useClearCompleted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<ClearCompletedAnswer>('/api/shopping-items/clear-completed', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shoppingKeys.all }),
  });
}
