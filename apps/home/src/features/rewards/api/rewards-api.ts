import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint, endpointPages, useRefreshingMutation } from '@familyhub/api-client';
import {
  endpointRoutes,
  type CreateRewardBody,
  type RedemptionStatus,
  type UpdateRewardBody,
} from '@familyhub/contracts';

const endpoints = endpointRoutes.rewards;

/** A reward, a redemption and a decision all move points: each refreshes all three. */
const refreshes = [
  endpoints.list.resource,
  endpoints.redemptions.resource,
  endpointRoutes.points.balances.resource,
];

/** The rewards (inactive ones too on Manage Rewards), the cheapest first. */
export const rewardsQueryOptions = (includeInactive = false) =>
  endpointPages(endpoints.list, undefined, {
    query: { includeInactive: includeInactive ? 'true' : undefined },
  });

export function useRewards(includeInactive = false) {
  return useInfiniteQuery(rewardsQueryOptions(includeInactive));
}

export const redemptionsQueryOptions = (filter: { redeemedById?: number; status?: RedemptionStatus }) =>
  endpointPages(endpoints.redemptions, undefined, { query: filter });

export function useRedemptions(
  filter: { redeemedById?: number; status?: RedemptionStatus },
  options: { enabled?: boolean } = {},
) {
  return useInfiniteQuery({ ...redemptionsQueryOptions(filter), enabled: options.enabled ?? true });
}

export const useCreateReward = () =>
  useRefreshingMutation(refreshes, (body: CreateRewardBody) => callEndpoint(endpoints.create, { body }));

export const useUpdateReward = () =>
  useRefreshingMutation(refreshes, ({ id, body }: { id: number; body: UpdateRewardBody }) =>
    callEndpoint(endpoints.update, { params: { id }, body }),
  );

export const useRedeemReward = () =>
  useRefreshingMutation(refreshes, (id: number) => callEndpoint(endpoints.redeem, { params: { id } }));

export const useDecideRedemption = () =>
  useRefreshingMutation(refreshes, ({ id, approve }: { id: number; approve: boolean }) =>
    approve
      ? callEndpoint(endpoints.approve, { params: { id } })
      : callEndpoint(endpoints.reject, { params: { id } }),
  );
