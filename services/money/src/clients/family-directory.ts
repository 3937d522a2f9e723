import type { FamilyMemberReach } from '@familyhub/contracts';
import { platformClients, type Caller } from '@familyhub/server-kit';

export type FamilyMember = Pick<FamilyMemberReach, 'id' | 'name' | 'role'>;

/** Who is in the caller's family (identity's member list): an allowance is for one of its children. */
export interface FamilyDirectory {
  members(caller: Caller): Promise<FamilyMember[]>;
}

export function identityFamilyDirectory(internalKey: string): FamilyDirectory {
  const platform = platformClients(internalKey, 'money');
  return {
    async members(caller) {
      return platform.members.list(caller);
    },
  };
}
