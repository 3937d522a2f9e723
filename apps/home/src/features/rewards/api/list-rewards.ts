import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { RewardPage } from '@familyhub/contracts';
import { rewardsKeys } from './rewards-keys';

/** GET /api/rewards[?includeInactive=true]: cheapest first, a page at a time. */
export const rewardsQueryOptions = (includeInactive = false) =>
  infiniteQueryOptions({
    queryKey: rewardsKeys.list(includeInactive),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams();
      if (includeInactive) query.set('includeInactive', 'true');
      if (pageParam) query.set('cursor', pageParam);
      const text = query.toString();
      return apiFetch<RewardPage>(`/api/rewards${text ? `?${text}` : ''}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useRewards(includeInactive = false) {
  return useInfiniteQuery(rewardsQueryOptions(includeInactive));
}
