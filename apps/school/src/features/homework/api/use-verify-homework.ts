import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { Homework } from '@familyhub/contracts';
import { homeworkKeys } from './homework-keys';

/** POST /api/homework/:id/verify — a parent's check of done homework. */
export function useVerifyHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, verified }: { id: number; verified: boolean }) =>
      apiFetch<Homework>(`/api/homework/${id}/verify`, { method: 'POST', body: { verified } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: homeworkKeys.all() }),
  });
}
