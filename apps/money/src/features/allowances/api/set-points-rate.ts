import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { PointsRateAnswer, SetPointsRateBody } from '@familyhub/contracts';
import { allowancesKeys } from './allowances-keys';

/** PUT /api/allowances/points-rate — parents and admins set how much the family's points are worth. */
export function useSetPointsRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetPointsRateBody) =>
      apiFetch<PointsRateAnswer>('/api/allowances/points-rate', { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: allowancesKeys.pointsRate() }),
  });
}
