import type { FamilyMember } from '@familyhub/contracts';
import { callService, type Caller } from '@familyhub/server-kit';

/** Who belongs to the caller's family, asked of identity (planning never reads identity's tables). */
export type FamilyDirectory = (caller: Caller, requestId?: string) => Promise<FamilyMember[]>;

export function identityDirectory(internalKey: string): FamilyDirectory {
  return (caller, requestId) =>
    callService<FamilyMember[]>(internalKey, 'identity', { path: '/api/users', caller, requestId });
}
