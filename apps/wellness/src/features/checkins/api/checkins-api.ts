import { useQuery } from '@tanstack/react-query';
import { endpointQuery, useEndpointMutation } from '@familyhub/api-client';
import { endpointRoutes, type SaveCheckinBody } from '@familyhub/contracts';

const endpoints = endpointRoutes.checkins;
/** Check-ins never rest in the browser's offline cache (libs/api-client persist-cache.ts). */
const notKept = { meta: { keepOffline: false } } as const;

/** A member's check-ins between two days: the caller's own, or those of a member who shares with them. */
export function useCheckins(from: string, to: string, userId?: number) {
  return useQuery({ ...endpointQuery(endpoints.list, { query: { from, to, userId } }), ...notKept });
}

/** Saves the caller's check-in of a day (the second one that day updates it). */
export function useSaveCheckin() {
  return useEndpointMutation(endpoints.save, (body: SaveCheckinBody) => ({ body }));
}

/** Who the caller shares their check-ins with, and whose are shared with them. */
export function useCheckinShares() {
  return useQuery(endpointQuery(endpoints.shares));
}

export function useShareCheckins() {
  return useEndpointMutation(endpoints.share, (viewerIds: number[]) => ({ body: { viewerIds } }));
}

/** The caller's own day: journal written, check-in done (the dashboard card). */
export function useWellnessToday(date: string) {
  return useQuery({ ...endpointQuery(endpoints.today, { query: { date } }), ...notKept });
}

/** The family's support contact (Settings › Family), shown when check-ins stay low. */
export function useSupportContact() {
  return useQuery(endpointQuery(endpointRoutes.family.supportContact));
}
