import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { RedemptionStatus, RewardRedemptionPage } from '@familyhub/contracts';
import { redemptionsKeys } from './rewards-keys';

/** GET /api/reward-redemptions[?redeemedById=&status=]: newest first. */
export const redemptionsQueryOptions = (filter: { redeemedById?: number; status?: RedemptionStatus }) =>
  infiniteQueryOptions({
    queryKey: redemptionsKeys.list(filter),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams();
      if (filter.redeemedById !== undefined) query.set('redeemedById', String(filter.redeemedById));
      if (filter.status) query.set('status', filter.status);
      if (pageParam) query.set('cursor', pageParam);
      const text = query.toString();
      return apiFetch<RewardRedemptionPage>(`/api/reward-redemptions${text ? `?${text}` : ''}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useRedemptions(
  filter: { redeemedById?: number; status?: RedemptionStatus },
  options: { enabled?: boolean } = {},
) {
  return useInfiniteQuery({ ...redemptionsQueryOptions(filter), enabled: options.enabled ?? true });
}
