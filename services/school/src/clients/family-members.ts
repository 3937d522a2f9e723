import type { FamilyMemberReach } from '@familyhub/contracts';
import type { InternalCaller, PlatformClients } from '@familyhub/server-kit';

/** What the school asks of the platform: its family's members (identity), alerts and linked tasks (planning). */
export type SchoolPlatform = Pick<PlatformClients, 'alerts' | 'tasks' | 'members'>;

/** Who is in the caller's family (identity's `GET /internal/family-members`); the school never reads identity. */
export type FamilyMembers = (caller: InternalCaller) => Promise<FamilyMemberReach[]>;

export function familyMembersOf(platform: SchoolPlatform): FamilyMembers {
  return (caller) => platform.members.list(caller);
}
