import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@familyhub/api-client';
import { endpointRoutes } from '@familyhub/contracts';

/**
 * Home's points balances (the home service's ledger, ADR 0013) — every member's chore points, to say how many a child can
 * convert. Its key starts with home's live topic 'points', so a verified chore or a conversion refreshes it.
 */
export const childPointsQueryOptions = () => endpointQuery(endpointRoutes.points.balances);

export function useChildPoints(childId: number, options: { enabled?: boolean } = {}) {
  const points = useQuery({ ...childPointsQueryOptions(), enabled: options.enabled ?? true });
  return { ...points, balance: points.data?.members.find((m) => m.memberId === childId)?.balance };
}
