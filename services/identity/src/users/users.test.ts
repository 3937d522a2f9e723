import type { FamilyMember } from '@familyhub/contracts';
import { signedClient } from '@familyhub/server-kit/testing';
import {
  addMember,
  createIdentityUnderTest,
  resolveCaller,
  signUpFamily,
  type IdentityUnderTest,
} from '../testing';

// Booting PGlite (or creating a PostgreSQL database) can be slow on a loaded 2-core machine.
const SETUP_TIMEOUT_MS = 120_000;

let identity: IdentityUnderTest;

beforeAll(async () => {
  identity = await createIdentityUnderTest();
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await identity.close();
}, SETUP_TIMEOUT_MS);

const secretFields = [
  'passwordHash',
  'password_hash',
  'password',
  'twoFactorEnabled',
  'twoFactorSecret',
  'backupCodes',
];

describe('family members', () => {
  it('lists only the caller’s own family, in id order, without credentials', async () => {
    const first = await signUpFamily(identity.app, { familyName: 'First' });
    const second = await signUpFamily(identity.app, { familyName: 'Second' });
    const child = await addMember(identity.app, first.caller, { name: 'Kim', role: 'child' });
    await addMember(identity.app, second.caller, { name: 'Other family kid', role: 'child' });

    const res = await signedClient(identity.app, first.caller).get('/api/users').expect(200);
    const members = res.body as FamilyMember[];
    expect(members.map((m) => m.id)).toEqual([first.session.user.id, child.member.id]);
    for (const member of members) {
      for (const field of secretFields) expect(member).not.toHaveProperty(field);
    }
    expect(JSON.stringify(res.body)).not.toContain('$argon2');

    const children = await signedClient(identity.app, first.caller).get('/api/users/children').expect(200);
    expect((children.body as FamilyMember[]).map((m) => m.name)).toEqual(['Kim']);
  });

  it('shows one member of the family and answers 404 for another family’s member', async () => {
    const first = await signUpFamily(identity.app);
    const second = await signUpFamily(identity.app);
    const own = await signedClient(identity.app, first.caller)
      .get(`/api/users/${first.session.user.id}`)
      .expect(200);
    expect(own.body).toEqual(first.session.user);
    const other = await signedClient(identity.app, first.caller)
      .get(`/api/users/${second.session.user.id}`)
      .expect(404);
    expect(other.body).toEqual({ error: 'not_found', message: 'Family member not found' });
    await signedClient(identity.app, first.caller).get('/api/users/not-a-number').expect(404);
  });

  it('lets a parent add a member who can then sign in', async () => {
    const family = await signUpFamily(identity.app);
    const parent = await addMember(identity.app, family.caller, {
      role: 'parent',
      name: 'Pat',
      color: '#10B981',
    });
    expect(parent.member).toMatchObject({
      role: 'parent',
      name: 'Pat',
      color: '#10B981',
      points: 0,
      canManageUsers: false,
    });
    const kid = await addMember(identity.app, parent.caller, {
      role: 'child',
      username: 'Kid-Of-Pat' + Date.now(),
    });
    expect(kid.member.username).toMatch(/^kid-of-pat/);
    await signedClient(identity.app, null)
      .post('/api/auth/sign-in')
      .send({ username: kid.body.username, password: kid.body.password })
      .expect(200);
  });

  it('refuses a child adding members with 403, before reading the body', async () => {
    const family = await signUpFamily(identity.app);
    const child = await addMember(identity.app, family.caller);
    const res = await signedClient(identity.app, child.caller).post('/api/users').send({}).expect(403);
    expect(res.body).toEqual({
      error: 'forbidden',
      message: 'Only parents and admins can add family members',
    });
  });

  it('validates a new member and refuses a taken username with 409', async () => {
    const family = await signUpFamily(identity.app);
    const admin = signedClient(identity.app, family.caller);
    const bad = await admin
      .post('/api/users')
      .send({ username: 'x1', password: 'long enough pw', name: 'X', role: 'admin' })
      .expect(400);
    expect(bad.body.message).toBe('Role must be parent or child');
    const taken = await admin
      .post('/api/users')
      .send({ username: family.body.username, password: 'long enough pw', name: 'X', role: 'child' })
      .expect(409);
    expect(taken.body.message).toBe('That username is taken');
  });

  it('answers 401 to anonymous calls', async () => {
    await signedClient(identity.app, null).get('/api/users').expect(401);
    await signedClient(identity.app, null).get('/api/subscription/status').expect(401);
  });
});

describe('GET /api/subscription/status', () => {
  it('reports the trial of a new family', async () => {
    const family = await signUpFamily(identity.app);
    const res = await signedClient(identity.app, family.caller).get('/api/subscription/status').expect(200);
    expect(res.body).toEqual({
      isPremium: true,
      plan: 'annual',
      trialEnd: family.session.subscription.trialEnd,
    });
  });
});

describe('subscriptionStatus follows billing (issue #9 item 12)', () => {
  it('is active on a trial or paid plan and inactive once the family is on the free plan', async () => {
    const family = await signUpFamily(identity.app, { familyName: 'Billing in step' });
    const kid = await addMember(identity.app, family.caller, { name: 'Rae', role: 'child' });
    const statuses = async (token: string) => {
      const caller = await resolveCaller(identity.app, token);
      const res = await signedClient(identity.app, caller).get('/api/users').expect(200);
      return (res.body as FamilyMember[]).map((m) => m.subscriptionStatus);
    };
    // A new family is on the annual plan's trial: premium, so every member is active.
    expect(family.session.user.subscriptionStatus).toBe('active');
    expect(await statuses(family.token)).toEqual(['active', 'active']);
    const kidRes = await signedClient(identity.app, family.caller).get(`/api/users/${kid.member.id}`);
    expect(kidRes.body.subscriptionStatus).toBe('active');

    await signedClient(identity.app, family.caller).post('/api/subscription/switch-to-free').expect(200);
    expect(await statuses(family.token)).toEqual(['inactive', 'inactive']);
  });
});
