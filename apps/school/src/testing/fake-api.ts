import type { FamilyMember } from '@familyhub/contracts';
import {
  fakeApi as exactFakeApi,
  json,
  member,
  signedInAs as signedInWith,
  type FakeRoute,
} from '@familyhub/ui/testing';

// School's fixtures. The harness itself (fakeApi, json, renderScreen, …) is `@familyhub/ui/testing`, re-exported
// here so a test imports from one place.
export * from '@familyhub/ui/testing';

/**
 * The shared fake API, where a route named without a query string also answers the calls with one (the school
 * lists carry `?limit=…&cursor=…`, filters and dates that the tests need not spell out).
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const lenient = new Proxy(routes, {
    get: (target, key) =>
      typeof key === 'string' ? (target[key] ?? target[key.split('?')[0] ?? key]) : undefined,
  });
  return exactFakeApi(lenient);
}

/** A one-page list answer. */
export const page = (items: unknown[]): FakeRoute => json({ items, nextCursor: null });

export const parent = member({ id: 1, name: 'Sarah Johnson', role: 'parent' });
export const emma = member({ id: 2, name: 'Emma Johnson', role: 'child', color: '#DB2777' });
export const noah = member({ id: 3, name: 'Noah Johnson', role: 'child', color: '#059669' });

/** Who is signed in, and the family (GET /api/users): the Johnsons unless told otherwise. */
export function signedInAs(
  user: FamilyMember,
  members: readonly FamilyMember[] = [parent, emma, noah],
): Record<string, FakeRoute> {
  return signedInWith(user, members);
}
