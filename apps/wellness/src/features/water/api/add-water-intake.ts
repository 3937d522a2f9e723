import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { CreateWaterIntakeBody, WaterIntake } from '@familyhub/contracts';
import { waterKeys } from './water-keys';

/** POST /api/water-intakes, then refresh the totals and logs. */
export function useAddWaterIntake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWaterIntakeBody) =>
      apiFetch<WaterIntake>('/api/water-intakes', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waterKeys.intakes() }),
  });
}
