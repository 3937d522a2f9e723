import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { CreateMeTimeBlockBody, MeTimeBlock } from '@familyhub/contracts';
import { meTimeKeys } from './me-time-keys';

/** POST /api/me-time-blocks (add) or PATCH /api/me-time-blocks/{id} with the full block (edit). */
export function useSaveMeTimeBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CreateMeTimeBlockBody }) =>
      id === undefined
        ? apiFetch<MeTimeBlock>('/api/me-time-blocks', { method: 'POST', body })
        : apiFetch<MeTimeBlock>(`/api/me-time-blocks/${id}`, { method: 'PATCH', body: { ...body, id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meTimeKeys.all() }),
  });
}
