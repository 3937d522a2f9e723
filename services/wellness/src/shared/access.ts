import { canOrganise, phrase, type FamilyMemberReach } from '@familyhub/contracts';
import { badRequest, forbidden, notFound, type Caller } from '@familyhub/server-kit';

/**
 * Who sees and logs whose health records (docs/architecture.md "Wellness"): admins and parents are the family's
 * caregivers and see and log everyone's; a child sees and logs only their own — never a parent's or a sibling's.
 */
export function mayReadMember(caller: Caller, userId: number): boolean {
  return canOrganise(caller.role) || caller.userId === userId;
}

/** The members whose rows a list may hold: undefined = the whole family. */
export function readableUserIds(caller: Caller, userId?: number): number[] | undefined {
  if (userId !== undefined) {
    if (!mayReadMember(caller, userId)) throw forbidden('Children can only see their own health records');
    return [userId];
  }
  return canOrganise(caller.role) ? undefined : [caller.userId];
}

/** The person a record is for must be in the caller's family. */
export function memberOf(members: readonly FamilyMemberReach[], userId: number): FamilyMemberReach {
  const member = members.find((m) => m.id === userId);
  if (!member) throw badRequest('Choose a member of your family', { userId });
  return member;
}

/** A record of someone the caller may not see is answered as not found. */
export function assertReadable(caller: Caller, userId: number, what: string): void {
  if (!mayReadMember(caller, userId)) throw notFound(what);
}

/** Caregivers of a member: the family's admins and parents, and the member themself. */
export function caregiversOf(members: readonly FamilyMemberReach[], userId: number): number[] {
  return members.filter((m) => m.id === userId || canOrganise(m.role)).map((m) => m.id);
}

/**
 * The members something private is shared with (a journal entry, one's check-ins): each once, never the owner, and
 * every one of them in the family (else 400 naming the others under `field`).
 */
export function chosenReaders(
  members: readonly FamilyMemberReach[],
  ownerId: number,
  ids: readonly number[],
  field: string,
): number[] {
  const chosen = [...new Set(ids)].filter((id) => id !== ownerId);
  const strangers = chosen.filter((id) => !members.some((member) => member.id === id));
  if (strangers.length > 0) throw badRequest('Choose members of your family', { [field]: strangers });
  return chosen;
}

export function nameOf(members: readonly FamilyMemberReach[], userId: number | null): string {
  return members.find((m) => m.id === userId)?.name ?? 'a former member';
}

/**
 * A member's name inside a worded alert (issue #35): as typed, or "a former member" as a phrase of ours, which each
 * reader gets in their own language (a name is never translated).
 */
export function memberParam(
  members: readonly FamilyMemberReach[],
  userId: number | null,
): string | { phrase: string } {
  return members.find((m) => m.id === userId)?.name ?? phrase('a former member');
}
