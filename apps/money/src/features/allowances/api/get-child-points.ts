import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { PointsBalances } from '@familyhub/contracts';

/**
 * GET /api/points (the home service's ledger, ADR 0013) — every member's chore points, to say how many a child can
 * convert. Its key starts with home's live topic 'points', so a verified chore or a conversion refreshes it.
 */
export const childPointsQueryOptions = () =>
  queryOptions({
    queryKey: ['points', 'balances'] as const,
    queryFn: () => apiFetch<PointsBalances>('/api/points'),
  });

export function useChildPoints(childId: number, options: { enabled?: boolean } = {}) {
  const points = useQuery({ ...childPointsQueryOptions(), enabled: options.enabled ?? true });
  return { ...points, balance: points.data?.members.find((m) => m.memberId === childId)?.balance };
}
