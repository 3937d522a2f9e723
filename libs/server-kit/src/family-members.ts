import type { FamilyMemberReach } from '@familyhub/contracts';
import type { InternalCaller } from './caller';
import { callService } from './internal-client';

/** Lists the caller's family; `requestId` carries the request that caused the call into identity's logs. */
export type ListFamilyMembers = (caller: InternalCaller, requestId?: string) => Promise<FamilyMemberReach[]>;

/**
 * Who is in the caller's family, as identity answers it: every domain service asks through this one client and
 * never reads identity's tables. A service's app takes one in its options (`members`), so a test passes its own
 * (`familyMembersOf(async (caller) => …)`).
 */
export interface FamilyMembers {
  /** Every member with role, canViewFinances and quiet hours (to pick an alert's recipients). */
  list: ListFamilyMembers;
  /** One member of the caller's family; undefined when the id is nobody in it. */
  find(caller: InternalCaller, memberId: number, requestId?: string): Promise<FamilyMemberReach | undefined>;
  /** Whether the id is a member of the caller's family (an assignee, a driver, a child given an allowance). */
  includes(caller: InternalCaller, memberId: number, requestId?: string): Promise<boolean>;
}

/** The family-members client over any way of listing a family: identity's, or a test's own. */
export function familyMembersOf(list: ListFamilyMembers): FamilyMembers {
  const find = async (caller: InternalCaller, memberId: number, requestId?: string) =>
    (await list(caller, requestId)).find((member) => member.id === memberId);
  return {
    list,
    find,
    includes: async (caller, memberId, requestId) => (await find(caller, memberId, requestId)) !== undefined,
  };
}

/**
 * Identity's `GET /internal/family-members`, signed with the internal key for a member the gateway forwarded
 * (`callerOf(req)`) or a job acting for a family (`{ service, familyId }`). Failures are `HttpError`s with
 * identity's status and message (503 when it does not answer).
 */
export function familyMembersClient(
  internalKey: string,
  options: { requestId?: string; timeoutMs?: number } = {},
): FamilyMembers {
  return familyMembersOf((caller, requestId) =>
    callService<FamilyMemberReach[]>(internalKey, 'identity', {
      path: '/internal/family-members',
      caller,
      requestId: requestId ?? options.requestId,
      timeoutMs: options.timeoutMs,
    }),
  );
}
