import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { PointsEntryPage } from '@familyhub/contracts';
import { pointsKeys } from './points-keys';

/** GET /api/points/ledger: one member's changes of points, newest first (a child: only their own). */
export function usePointsLedger(memberId: number | undefined) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: pointsKeys.ledger(memberId),
      queryFn: ({ pageParam }) => {
        const query = new URLSearchParams({ limit: '25' });
        if (memberId !== undefined) query.set('memberId', String(memberId));
        if (pageParam) query.set('cursor', pageParam);
        return apiFetch<PointsEntryPage>(`/api/points/ledger?${query}`);
      },
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    }),
  );
}
