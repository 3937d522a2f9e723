import type { FamilyMemberReach } from '@familyhub/contracts';
import { familyMembersClient, type InternalCaller } from '@familyhub/server-kit';

/** How long a family's members and quiet hours are reused before identity is asked again. */
export const MEMBER_REACH_CACHE_MS = 15_000;

/** Who is in the caller's family and their quiet hours; `fresh` skips the cache (a member just added). */
export type MemberReach = (
  caller: InternalCaller,
  options?: { fresh?: boolean },
) => Promise<FamilyMemberReach[]>;

/**
 * Asks identity (`GET /internal/family-members`, signed) and keeps each family's answer briefly, so a domain
 * raising several alerts in a row costs one call. A changed quiet-hours setting applies within the cache time.
 */
export function cachedMemberReach(
  ask: (caller: InternalCaller) => Promise<FamilyMemberReach[]>,
  ttlMs = MEMBER_REACH_CACHE_MS,
  clock: () => number = Date.now,
): MemberReach {
  const cache = new Map<number, { at: number; members: Promise<FamilyMemberReach[]> }>();
  return async (caller, options = {}) => {
    const hit = cache.get(caller.familyId);
    if (hit && !options.fresh && clock() - hit.at < ttlMs) return hit.members;
    const members = ask(caller);
    cache.set(caller.familyId, { at: clock(), members });
    // A failed answer is not kept: the next call asks again.
    members.catch(() => {
      if (cache.get(caller.familyId)?.members === members) cache.delete(caller.familyId);
    });
    return members;
  };
}

export function identityMemberReach(internalKey: string): MemberReach {
  return cachedMemberReach(familyMembersClient(internalKey).list);
}
