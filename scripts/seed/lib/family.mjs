// The demo family's accounts (identity): the admin signs up, then adds the other members.
import { SeedError, listOf } from './client.mjs';

export const DEMO_PASSWORD = 'familyhub-demo';

export const demoAdmin = {
  username: 'demo',
  password: DEMO_PASSWORD,
  name: 'Alex Rivera',
  email: 'demo@familyhub.local',
  familyName: 'The Rivera Family',
};

export const demoMembers = [
  {
    username: 'sam',
    password: DEMO_PASSWORD,
    name: 'Sam Rivera',
    email: 'sam@familyhub.local',
    role: 'parent',
    color: '#6366F1',
    // A co-parent: keeps the family calendar with Alex (new parents cannot change the schedule until allowed).
    permissions: { canEditSchedule: true },
  },
  { username: 'mia', password: DEMO_PASSWORD, name: 'Mia', role: 'child', color: '#EC4899' },
  { username: 'leo', password: DEMO_PASSWORD, name: 'Leo', role: 'child', color: '#10B981' },
];

/** Who can sign in once the family is seeded (for banners and tests). */
export const demoAccounts = [
  { name: demoAdmin.name, username: demoAdmin.username, password: DEMO_PASSWORD, role: 'admin' },
  ...demoMembers.map((m) => ({ name: m.name, username: m.username, password: DEMO_PASSWORD, role: m.role })),
];

/**
 * Signs the admin up (or in, when the account exists) on `api` and adds the missing members.
 * Answers a map username → user id.
 */
export async function seedFamily(api, log) {
  const signUp = await api.call('POST', '/api/auth/sign-up', demoAdmin);
  if (signUp.status === 409) {
    log('the demo admin exists already; signing in');
    await api.expectOk('POST', '/api/auth/sign-in', {
      username: demoAdmin.username,
      password: demoAdmin.password,
    });
  } else if (signUp.status !== 201 && signUp.status !== 200) {
    throw new SeedError(`sign-up of the demo admin answered ${signUp.status}: ${signUp.text}`);
  }

  const members = listOf(await api.expectOk('GET', '/api/users'), 'users');
  const idOf = new Map(members.map((m) => [m.username, m.id]));
  const stored = new Map(members.map((m) => [m.username, m]));
  for (const { permissions, ...member } of demoMembers) {
    if (!idOf.has(member.username)) {
      const created = await api.expectOk('POST', '/api/users', member);
      idOf.set(member.username, created.id);
      stored.set(member.username, created);
      log(`added ${member.name} (${member.role})`);
    }
    const current = stored.get(member.username);
    if (permissions && Object.entries(permissions).some(([flag, on]) => current[flag] !== on)) {
      await api.expectOk('PATCH', `/api/users/${idOf.get(member.username)}`, permissions);
    }
  }
  return idOf;
}
