import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { Homework } from '@familyhub/contracts';
import { homeworkKeys } from './homework-keys';

/** POST /api/homework/:id/complete — ticked done (or not done again) by the child or a parent. */
export function useCompleteHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, completed }: { id: number; completed: boolean }) =>
      apiFetch<Homework>(`/api/homework/${id}/complete`, { method: 'POST', body: { completed } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: homeworkKeys.all() }),
  });
}
