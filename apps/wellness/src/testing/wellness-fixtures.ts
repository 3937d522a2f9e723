import type { FamilyMember } from '@familyhub/contracts';
import { member, signedInAs as signedInWith, type FakeRoute } from '@familyhub/ui/testing';

// The wellness component tests' family (the harness itself is `@familyhub/ui/testing`).
export const alex = member({ id: 1, name: 'Alex', role: 'admin' });
export const sam = member({ id: 2, name: 'Sam', role: 'parent' });
export const mia = member({ id: 3, name: 'Mia', role: 'child' });
export const family = [alex, sam, mia];

/** The routes for who is signed in and who is in the family (GET /api/users): this family by default. */
export function signedInAs(
  user: FamilyMember,
  members: readonly FamilyMember[] = family,
): Record<string, FakeRoute> {
  return signedInWith(user, members);
}
