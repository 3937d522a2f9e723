import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, queryKeys } from '@familyhub/api-client';
import type { ClearCompletedAnswer } from '@familyhub/contracts';

/** POST /api/shopping-items/clear-completed: removes every bought item, then refreshes the list. */
export function useClearCompleted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<ClearCompletedAnswer>('/api/shopping-items/clear-completed', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.shoppingItems() }),
  });
}
