import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { AdjustPointsBody } from '@familyhub/contracts';
import { pointsKeys } from './points-keys';

/** POST /api/points/adjustments — a parent or admin adds or takes points with a reason; refreshes balances. */
export function useAdjustPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdjustPointsBody) =>
      apiFetch<{ memberId: number; balance: number }>('/api/points/adjustments', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
  });
}
