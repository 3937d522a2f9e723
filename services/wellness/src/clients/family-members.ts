import type { FamilyMemberReach } from '@familyhub/contracts';
import { platformClients, type InternalCaller, type PlatformClients } from '@familyhub/server-kit';

/** Who is in the caller's family, with roles and quiet hours (identity; wellness never reads its tables). */
export type FamilyMembers = (caller: InternalCaller) => Promise<FamilyMemberReach[]>;

/** The alerts calls wellness makes to planning (ADR 0008). */
export type WellnessAlerts = PlatformClients['alerts'];

export function identityFamilyMembers(platform: PlatformClients): FamilyMembers {
  return (caller) => platform.members.list(caller);
}

export function wellnessPlatform(internalKey: string): PlatformClients {
  return platformClients(internalKey, 'wellness');
}
