import { sql } from 'drizzle-orm';
import request from 'supertest';
import type { DomainSwitches, SessionResolveAnswer } from '@familyhub/contracts';
import { signedClient, TEST_FIELD_KEY, TEST_INTERNAL_KEY } from '@familyhub/server-kit/testing';
import { createApp } from '../app';
import {
  addMember,
  createIdentityUnderTest,
  resolveCaller,
  sessionTokenFrom,
  signUpFamily,
  type IdentityUnderTest,
} from '../testing';
import { generatedOperatorPassword } from '@familyhub/server-kit';
import { ensurePlatformOperator, operatorSettingsFromEnv } from './platform-operator';
import {
  NOT_AN_OPERATOR,
  OPERATOR_TWO_FACTOR_REQUIRED,
  remoteEntriesFromEnv,
} from './platform-domains.service';

const SETUP_TIMEOUT_MS = 120_000;
const OPERATOR = { username: 'Operator', password: 'operator password 1', name: 'Olga Operator' };

let identity: IdentityUnderTest;
beforeAll(async () => {
  // The console's two-factor requirement has its own test below.
  identity = await createIdentityUnderTest({ operator: null, operatorTwoFactorRequired: false });
  await ensurePlatformOperator(identity.database.db, OPERATOR);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await identity.close();
}, SETUP_TIMEOUT_MS);

async function signInOperator() {
  const res = await signedClient(identity.app, null)
    .post('/api/auth/sign-in')
    .send({ username: 'operator', password: OPERATOR.password })
    .expect(200);
  return resolveCaller(identity.app, sessionTokenFrom(res.headers['set-cookie']));
}

const registry = async () =>
  (await signedClient(identity.app, null).get('/internal/platform/domains').expect(200))
    .body as DomainSwitches[];

describe('GET /internal/platform/domains', () => {
  it('answers the gateway with the seeded defaults in the platform’s order', async () => {
    const domains = await registry();
    expect(domains.map((d) => d.id)).toEqual(['planning', 'school', 'wellness', 'home', 'money']);
    expect(domains[0]).toMatchObject({
      name: 'Planning',
      plans: { free: true, monthly: true, annual: true },
      killed: false,
      updatedBy: null,
    });
    for (const d of domains.slice(1)) expect(d.plans).toEqual({ free: false, monthly: true, annual: true });
  });

  it('adds a catalogue domain that has no row yet with its default plans, and keeps operators’ changes', async () => {
    const db = identity.database.db;
    await db.execute(sql`delete from identity.platform_domains where id = 'money'`);
    await db.execute(sql`update identity.platform_domains set enabled_free = true where id = 'school'`);
    // A freshly started identity (the catalogue rows are ensured once per process, on the first read).
    const restarted = createApp({
      db,
      internalKey: TEST_INTERNAL_KEY,
      fieldKey: TEST_FIELD_KEY,
      demo: { enabled: false, username: 'demo' },
      operator: null,
    });
    const res = await signedClient(restarted, null).get('/internal/platform/domains').expect(200);
    const domains = res.body as DomainSwitches[];
    expect(domains.find((d) => d.id === 'money')).toMatchObject({
      name: 'Money',
      plans: { free: false, monthly: true, annual: true },
      killed: false,
    });
    expect(domains.find((d) => d.id === 'school')?.plans.free).toBe(true);
    await db.execute(sql`update identity.platform_domains set enabled_free = false where id = 'school'`);
  });

  it('refuses an unsigned call, a forged signature and a call signed for a member', async () => {
    await request(identity.app).get('/internal/platform/domains').expect(401);
    await signedClient(identity.app, null, 'not-the-key').get('/internal/platform/domains').expect(401);
    const family = await signUpFamily(identity.app);
    await signedClient(identity.app, family.caller).get('/internal/platform/domains').expect(403);
  });
});

describe('operator routes', () => {
  it('lets only platform operators list and change the switches', async () => {
    const family = await signUpFamily(identity.app);
    const parent = await addMember(identity.app, family.caller, { role: 'parent' });
    for (const caller of [family.caller, parent.caller]) {
      const list = await signedClient(identity.app, caller).get('/api/platform/admin/domains').expect(403);
      expect(list.body).toEqual({ error: 'forbidden', message: NOT_AN_OPERATOR });
      await signedClient(identity.app, caller)
        .patch('/api/platform/admin/domains/wellness')
        .send({ killed: true })
        .expect(403);
    }
    await signedClient(identity.app, null).get('/api/platform/admin/domains').expect(401);
    expect((await registry()).find((d) => d.id === 'wellness')?.killed).toBe(false);

    const operator = await signInOperator();
    const list = await signedClient(identity.app, operator).get('/api/platform/admin/domains').expect(200);
    expect((list.body as DomainSwitches[]).map((d) => d.id)).toEqual([
      'planning',
      'school',
      'wellness',
      'home',
      'money',
    ]);
  });

  it('saves a change in the database with who made it, and the gateway’s registry shows it', async () => {
    const operator = await signInOperator();
    const res = await signedClient(identity.app, operator)
      .patch('/api/platform/admin/domains/wellness')
      .send({ plans: { monthly: false } })
      .expect(200);
    expect(res.body).toMatchObject({
      id: 'wellness',
      plans: { free: false, monthly: false, annual: true },
      killed: false,
      updatedBy: 'Olga Operator',
    });
    const killed = await signedClient(identity.app, operator)
      .patch('/api/platform/admin/domains/money')
      .send({ killed: true })
      .expect(200);
    expect(killed.body.killed).toBe(true);

    const seen = await registry();
    expect(seen.find((d) => d.id === 'wellness')?.plans.monthly).toBe(false);
    expect(seen.find((d) => d.id === 'money')).toMatchObject({ killed: true, plans: { monthly: true } });
    expect(Date.parse(seen.find((d) => d.id === 'money')!.updatedAt)).toBeGreaterThan(Date.now() - 60_000);

    await signedClient(identity.app, operator)
      .patch('/api/platform/admin/domains/wellness')
      .send({ plans: { monthly: true } })
      .expect(200);
    await signedClient(identity.app, operator)
      .patch('/api/platform/admin/domains/money')
      .send({ killed: false })
      .expect(200);
    expect((await registry()).every((d) => !d.killed && d.plans.monthly)).toBe(true);
  });

  it('answers 400 for a bad body and 404 for an unknown domain', async () => {
    const operator = await signInOperator();
    const empty = await signedClient(identity.app, operator)
      .patch('/api/platform/admin/domains/home')
      .send({})
      .expect(400);
    expect(empty.body).toMatchObject({ error: 'validation_failed', message: 'Change at least one switch' });
    await signedClient(identity.app, operator)
      .patch('/api/platform/admin/domains/home')
      .send({ killed: 'yes' })
      .expect(400);
    const unknown = await signedClient(identity.app, operator)
      .patch('/api/platform/admin/domains/garden')
      .send({ killed: true })
      .expect(404);
    expect(unknown.body).toEqual({ error: 'not_found', message: 'Domain not found' });
  });
});

describe('where each remote is loaded from', () => {
  const v2 = 'https://static.example.org/remotes/planning/2.0.0/mf-manifest.json';

  it('is this origin’s /remotes/<id>/ by default, an operator’s URL once set, and the default again after null', async () => {
    expect((await registry()).map((d) => [d.id, d.remoteEntry, d.remoteEntrySource])).toEqual(
      ['planning', 'school', 'wellness', 'home', 'money'].map((id) => [
        id,
        `/remotes/${id}/mf-manifest.json`,
        'default',
      ]),
    );
    const operator = await signInOperator();
    const set = await signedClient(identity.app, operator)
      .patch('/api/platform/admin/domains/planning')
      .send({ remoteEntry: v2 })
      .expect(200);
    expect(set.body).toMatchObject({
      remoteEntry: v2,
      remoteEntrySource: 'operator',
      updatedBy: 'Olga Operator',
    });
    expect((await registry()).find((d) => d.id === 'planning')).toMatchObject({
      remoteEntry: v2,
      killed: false,
    });

    const reset = await signedClient(identity.app, operator)
      .patch('/api/platform/admin/domains/planning')
      .send({ remoteEntry: null })
      .expect(200);
    expect(reset.body).toMatchObject({
      remoteEntry: '/remotes/planning/mf-manifest.json',
      remoteEntrySource: 'default',
    });
  });

  it('refuses an address that is not a remote’s manifest over HTTPS', async () => {
    const operator = await signInOperator();
    for (const remoteEntry of [
      'http://static.example.org/mf-manifest.json',
      'https://x.example/remoteEntry.js',
    ]) {
      const res = await signedClient(identity.app, operator)
        .patch('/api/platform/admin/domains/planning')
        .send({ remoteEntry })
        .expect(400);
      expect(res.body.error).toBe('validation_failed');
    }
    expect((await registry()).find((d) => d.id === 'planning')?.remoteEntrySource).toBe('default');
  });

  it('comes from <DOMAIN>_REMOTE_ENTRY when no operator has set one, and a bad one stops the start', () => {
    expect(remoteEntriesFromEnv({ SCHOOL_REMOTE_ENTRY: ` ${v2} `, HOME_REMOTE_ENTRY: '' })).toEqual({
      school: v2,
    });
    expect(() =>
      remoteEntriesFromEnv({ MONEY_REMOTE_ENTRY: 'http://cdn.example.org/mf-manifest.json' }),
    ).toThrow(/^MONEY_REMOTE_ENTRY: The remote entry must be/);
  });

  it('shows the configured entry, which an operator’s own overrides', async () => {
    const configured = createApp({
      db: identity.database.db,
      internalKey: TEST_INTERNAL_KEY,
      fieldKey: TEST_FIELD_KEY,
      demo: { enabled: false, username: 'demo' },
      operator: null,
      remoteEntries: { school: v2 },
    });
    const read = async () =>
      (
        (await signedClient(configured, null).get('/internal/platform/domains').expect(200))
          .body as DomainSwitches[]
      ).find((d) => d.id === 'school');
    expect(await read()).toMatchObject({ remoteEntry: v2, remoteEntrySource: 'config' });
    const mine = 'https://static.example.org/remotes/school/3.0.0/mf-manifest.json';
    await identity.database.db.execute(
      sql`update identity.platform_domains set remote_entry = ${mine} where id = 'school'`,
    );
    expect(await read()).toMatchObject({ remoteEntry: mine, remoteEntrySource: 'operator' });
    await identity.database.db.execute(
      sql`update identity.platform_domains set remote_entry = null where id = 'school'`,
    );
  });
});

describe('the platform operator account', () => {
  it('is created once, is marked in its session, and never promotes an existing member', async () => {
    expect(await ensurePlatformOperator(identity.database.db, OPERATOR)).toBe('exists');
    const family = await signUpFamily(identity.app);
    expect(
      await ensurePlatformOperator(identity.database.db, { ...OPERATOR, username: family.body.username }),
    ).toBe('taken');
    await signedClient(identity.app, family.caller).get('/api/platform/admin/domains').expect(403);

    const operator = await signInOperator();
    const me = await signedClient(identity.app, operator).get('/api/auth/me').expect(200);
    expect(me.body.user).toMatchObject({ username: 'operator', name: 'Olga Operator' });
    expect(me.body.platformOperator).toBe(true);
    expect(
      (await signedClient(identity.app, family.caller).get('/api/auth/me').expect(200)).body.platformOperator,
    ).toBe(false);
    expect(me.body.subscription.plan).toBe('free');
  });

  it('needs two-factor on the operator’s account outside demo mode', async () => {
    const operator = await signInOperator();
    const outsideDemo = createApp({
      db: identity.database.db,
      internalKey: TEST_INTERNAL_KEY,
      fieldKey: TEST_FIELD_KEY,
      demo: { enabled: false, username: 'demo' },
      operator: null,
    });
    const refused = await signedClient(outsideDemo, operator).get('/api/platform/admin/domains').expect(403);
    expect(refused.body).toEqual({ error: 'two_factor_required', message: OPERATOR_TWO_FACTOR_REQUIRED });
    await signedClient(outsideDemo, operator)
      .patch('/api/platform/admin/domains/home')
      .send({ killed: true })
      .expect(403);
    await identity.database.db.execute(
      sql`update identity.users set two_factor_enabled = true where id = ${operator.userId}`,
    );
    await signedClient(outsideDemo, operator).get('/api/platform/admin/domains').expect(200);
    await identity.database.db.execute(
      sql`update identity.users set two_factor_enabled = false where id = ${operator.userId}`,
    );
    // In demo mode the console opens without it, so the newcomer's demo needs no authenticator app.
    const inDemo = createApp({
      db: identity.database.db,
      internalKey: TEST_INTERNAL_KEY,
      fieldKey: TEST_FIELD_KEY,
      demo: { enabled: true, username: 'demo' },
      operator: null,
    });
    await signedClient(inDemo, operator).get('/api/platform/admin/domains').expect(200);
  });

  it('comes from the environment; in demo mode with the password generated for this install', () => {
    const generated = () => 'abcde-fghij-klmno-pqrst';
    expect(operatorSettingsFromEnv({}, false, generated)).toBeNull();
    expect(operatorSettingsFromEnv({}, true, generated)).toEqual({
      username: 'operator',
      password: 'abcde-fghij-klmno-pqrst',
      name: 'Platform Operator',
    });
    expect(generatedOperatorPassword()).toMatch(/^[\w-]{5}-[\w-]{5}-[\w-]{5}-[\w-]{5}$/);
    expect(generatedOperatorPassword()).not.toBe(generatedOperatorPassword());
    expect(
      operatorSettingsFromEnv(
        { PLATFORM_OPERATOR_USERNAME: 'ops', PLATFORM_OPERATOR_PASSWORD: 'secret secret' },
        false,
      ),
    ).toMatchObject({
      username: 'ops',
      password: 'secret secret',
    });
  });
});

describe('session resolution for the gateway', () => {
  it('tells the gateway whether the member may view finances', async () => {
    const family = await signUpFamily(identity.app);
    const admin = await signedClient(identity.app, null)
      .post('/internal/sessions/resolve')
      .send({ token: family.token })
      .expect(200);
    expect((admin.body as SessionResolveAnswer).access).toEqual({ canViewFinances: false });
    const parent = await addMember(identity.app, family.caller, { role: 'parent' });
    await signedClient(identity.app, family.caller)
      .patch(`/api/users/${parent.member.id}`)
      .send({ canViewFinances: true })
      .expect(200);
    const signIn = await signedClient(identity.app, null)
      .post('/api/auth/sign-in')
      .send({ username: parent.body.username, password: parent.body.password })
      .expect(200);
    const answer = await signedClient(identity.app, null)
      .post('/internal/sessions/resolve')
      .send({ token: sessionTokenFrom(signIn.headers['set-cookie']) })
      .expect(200);
    expect(answer.body).toMatchObject({ caller: { role: 'parent' }, access: { canViewFinances: true } });
  });

  it('signs "Edit schedule" into the caller: always for the admin, for a parent only when granted', async () => {
    const family = await signUpFamily(identity.app);
    const resolve = async (token: string) =>
      (await signedClient(identity.app, null).post('/internal/sessions/resolve').send({ token }).expect(200))
        .body as SessionResolveAnswer;
    expect((await resolve(family.token)).caller.canEditSchedule).toBe(true);
    const parent = await addMember(identity.app, family.caller, { role: 'parent' });
    const signInParent = async () =>
      sessionTokenFrom(
        (
          await signedClient(identity.app, null)
            .post('/api/auth/sign-in')
            .send({ username: parent.body.username, password: parent.body.password })
            .expect(200)
        ).headers['set-cookie'],
      );
    expect((await resolve(await signInParent())).caller.canEditSchedule).toBe(false);
    await signedClient(identity.app, family.caller)
      .patch(`/api/users/${parent.member.id}`)
      .send({ canEditSchedule: true })
      .expect(200);
    expect((await resolve(await signInParent())).caller.canEditSchedule).toBe(true);
  });
});
