import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { CreateRewardBody, Reward, RewardRedemption, UpdateRewardBody } from '@familyhub/contracts';
import { pointsKeys } from '../../points';
import { redemptionsKeys, rewardsKeys } from './rewards-keys';

function useRefreshing<Vars, Answer>(request: (vars: Vars) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: rewardsKeys.all });
      await queryClient.invalidateQueries({ queryKey: redemptionsKeys.all });
      await queryClient.invalidateQueries({ queryKey: pointsKeys.all });
    },
  });
}

/** POST /api/rewards. */
export const useCreateReward = () =>
  useRefreshing((body: CreateRewardBody) => apiFetch<Reward>('/api/rewards', { method: 'POST', body }));

/** PATCH /api/rewards/:id (also deactivate). */
export const useUpdateReward = () =>
  useRefreshing(({ id, body }: { id: number; body: UpdateRewardBody }) =>
    apiFetch<Reward>(`/api/rewards/${id}`, { method: 'PATCH', body }),
  );

/** POST /api/rewards/:id/redeem: the points are held at once. */
export const useRedeemReward = () =>
  useRefreshing((id: number) => apiFetch<RewardRedemption>(`/api/rewards/${id}/redeem`, { method: 'POST' }));

/** POST /api/reward-redemptions/:id/approve|reject. */
export const useDecideRedemption = () =>
  useRefreshing(({ id, approve }: { id: number; approve: boolean }) =>
    apiFetch<RewardRedemption>(`/api/reward-redemptions/${id}/${approve ? 'approve' : 'reject'}`, {
      method: 'POST',
    }),
  );
