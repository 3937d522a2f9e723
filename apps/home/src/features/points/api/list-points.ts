import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { PointsBalances } from '@familyhub/contracts';
import { pointsKeys } from './points-keys';

/** GET /api/points: the members' balances and held points (a child: only their own). */
export const pointsQueryOptions = () =>
  queryOptions({ queryKey: pointsKeys.balances(), queryFn: () => apiFetch<PointsBalances>('/api/points') });

export function usePoints() {
  return useQuery(pointsQueryOptions());
}

/** One member's balance and hold from the family's answer. */
export function useMemberPoints(memberId: number | undefined) {
  const points = usePoints();
  const mine = points.data?.members.find((m) => m.memberId === memberId);
  return { ...points, balance: mine?.balance ?? 0, held: mine?.held ?? 0 };
}
