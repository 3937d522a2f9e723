import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { endpointPages, endpointQuery, useEndpointMutation } from '@familyhub/api-client';
import { endpointRoutes, type AdjustPointsBody } from '@familyhub/contracts';

const endpoints = endpointRoutes.points;

/** Each member's balance (a child: their own). */
export const pointsQueryOptions = () => endpointQuery(endpoints.balances);

export function usePoints() {
  return useQuery(pointsQueryOptions());
}

/** One member's balance and the points held by pending redemptions. */
export function useMemberPoints(memberId: number | undefined) {
  const points = usePoints();
  const mine = points.data?.members.find((m) => m.memberId === memberId);
  return { ...points, balance: mine?.balance ?? 0, held: mine?.held ?? 0 };
}

/** A member's ledger (the caller's own unless given), 25 a page. */
export function usePointsLedger(memberId: number | undefined) {
  return useInfiniteQuery(endpointPages(endpoints.ledger, 25, { query: { limit: 25, memberId } }));
}

export function useAdjustPoints() {
  return useEndpointMutation(endpoints.adjust, (body: AdjustPointsBody) => ({ body }));
}
