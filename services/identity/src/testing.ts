import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type {
  BackupCodesAnswer,
  TwoFactorSetup,
  SessionResolveAnswer,
  Session,
  SignUpBody,
  CreateMemberBody,
  FamilyMember,
} from '@familyhub/contracts';
import type { Caller, DatabaseHandle } from '@familyhub/server-kit';
import {
  createTestDatabase,
  signedClient,
  TEST_FIELD_KEY,
  TEST_INTERNAL_KEY,
} from '@familyhub/server-kit/testing';
import { createApp, type IdentityApp, type IdentityAppOptions } from './app';
import { databaseOptions } from './database';
import type { IdentitySchema } from './schema';
import { totpAt } from './two-factor/totp';

/** Identity's users table: a cross-service test removes a member behind another service's back with it. */
export { users as identityUsers } from './schema';
/** Makes the platform operator account (the console's tests: outbox, jobs, domains). */
export { ensurePlatformOperator } from './platform/platform-operator';
/** Identity's API tokens table: a cross-service test lets a token expire with it. */
export { apiTokens as identityApiTokens } from './schema';

/** Test helpers for identity's own tests and for other services' cross-service tests. */
export interface IdentityUnderTest {
  app: IdentityApp;
  database: DatabaseHandle<IdentitySchema>;
  close(): Promise<void>;
}

export async function createIdentityUnderTest(
  options: Partial<Omit<IdentityAppOptions, 'db' | 'internalKey'>> = {},
): Promise<IdentityUnderTest> {
  const database = await createTestDatabase(databaseOptions);
  const app = createApp({
    db: database.db,
    internalKey: TEST_INTERNAL_KEY,
    fieldKey: TEST_FIELD_KEY,
    demo: { enabled: false, username: 'demo' },
    // No operator unless a test asks: reading the generated one would write secrets into the working tree.
    operator: null,
    ...options,
  });
  return {
    app,
    database,
    async close() {
      // What is being sent finishes before the database closes.
      await app.sendNotifications();
      await database.close();
    },
  };
}

/** The identity app listening on a random local port; its URL is what IDENTITY_URL should point at. */
export async function startIdentityServer(
  options: Partial<Omit<IdentityAppOptions, 'db' | 'internalKey'>> = {},
): Promise<IdentityUnderTest & { url: string }> {
  const identity = await createIdentityUnderTest(options);
  const server = identity.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    ...identity,
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await identity.close();
    },
  };
}

export function sessionTokenFrom(setCookie: string[] | string | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const cookie = cookies.find((c) => c.startsWith('fh_session='));
  if (!cookie) throw new Error('no fh_session cookie was set');
  return decodeURIComponent(cookie.split(';')[0].slice('fh_session='.length));
}

/** The caller the gateway would forward for this token. */
export async function resolveCaller(app: Express, token: string): Promise<Caller> {
  const res = await signedClient(app, null).post('/internal/sessions/resolve').send({ token }).expect(200);
  return (res.body as SessionResolveAnswer).caller;
}

let counter = 0;
export function uniqueUsername(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}${Date.now().toString(36)}`;
}

/** Signs a new family up over HTTP and returns its admin's session, token and caller. */
export async function signUpFamily(app: Express, overrides: Partial<SignUpBody> = {}) {
  const body: SignUpBody = {
    username: uniqueUsername('admin'),
    password: 'correct horse battery',
    name: 'Alex Parent',
    email: 'alex@example.com',
    familyName: 'The Parents',
    ...overrides,
  };
  const res = await signedClient(app, null).post('/api/auth/sign-up').send(body).expect(201);
  const token = sessionTokenFrom(res.headers['set-cookie']);
  return { body, session: res.body as Session, token, caller: await resolveCaller(app, token) };
}

/** Adds a member through POST /api/users as `caller`. */
export async function addMember(app: Express, caller: Caller, overrides: Partial<CreateMemberBody> = {}) {
  const body: CreateMemberBody = {
    username: uniqueUsername('member'),
    password: 'child password 1',
    name: 'Sam Child',
    role: 'child',
    ...overrides,
  };
  const res = await signedClient(app, caller).post('/api/users').send(body).expect(201);
  const member = res.body as FamilyMember;
  const memberCaller: Caller = {
    userId: member.id,
    familyId: caller.familyId,
    role: member.role,
    plan: caller.plan,
  };
  return { body, member, caller: memberCaller };
}

/** Turns two-factor on for `caller` as the authenticator app would; `codeAt(ms)` makes later codes. */
export async function enableTwoFactor(app: Express, caller: Caller) {
  const client = signedClient(app, caller);
  const setup = (await client.post('/api/auth/2fa/setup').expect(200)).body as TwoFactorSetup;
  const enabled = await client
    .post('/api/auth/2fa/enable')
    .send({ code: totpAt(setup.secret, Date.now()) })
    .expect(200);
  return {
    secret: setup.secret,
    backupCodes: (enabled.body as BackupCodesAnswer).backupCodes,
    codeAt: (atMs: number) => totpAt(setup.secret, atMs),
  };
}
