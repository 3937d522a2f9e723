import type { FamilyMemberReach } from '@familyhub/contracts';
import { platformClients, type InternalCaller, type PlatformClients } from '@familyhub/server-kit';

/** Who is in the caller's family, with roles (identity; home never reads its tables). */
export type FamilyMembers = (caller: InternalCaller) => Promise<FamilyMemberReach[]>;

/** The alerts calls home makes to planning (ADR 0008). */
export type HomeAlerts = Pick<PlatformClients['alerts'], 'raise' | 'clear'>;

export function homePlatform(internalKey: string): PlatformClients {
  return platformClients(internalKey, 'home');
}
