import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { CreateWaterGoalBody, UpdateWaterGoalBody, WaterGoal } from '@familyhub/contracts';
import { waterKeys } from './water-keys';

export type WaterGoalSave =
  { id?: undefined; body: CreateWaterGoalBody } | { id: number; body: UpdateWaterGoalBody };

/** 001 §7: POST /api/water-goals when the member has no goal, PATCH /api/water-goals/{id} when they have one. */
export function useSaveWaterGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: WaterGoalSave) =>
      save.id === undefined
        ? apiFetch<WaterGoal>('/api/water-goals', { method: 'POST', body: save.body })
        : apiFetch<WaterGoal>(`/api/water-goals/${save.id}`, { method: 'PATCH', body: save.body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waterKeys.goals() }),
  });
}
