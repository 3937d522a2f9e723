// A real cross-service test: the gateway resolves personal API tokens through a running identity service.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import type { ApiToken, CreatedApiToken, FamilyMember, Session } from '@familyhub/contracts';
import { CALLER_HEADER, verifyCaller, type ServiceName } from '@familyhub/server-kit';
import { TEST_INTERNAL_KEY } from '@familyhub/server-kit/testing';
import {
  createGatewayApp,
  refusedPortUrl,
  serviceUrls,
  type GatewayOptions,
} from '@familyhub/gateway-service/testing';
import {
  identityApiTokens as apiTokensTable,
  startIdentityServer,
  uniqueUsername,
  type IdentityUnderTest,
} from '@familyhub/identity-service/testing';

// Booting PGlite (or creating a PostgreSQL database) can be slow on a loaded 2-core machine.
const SETUP_TIMEOUT_MS = 120_000;
const CSRF = { 'X-Requested-With': 'FamilyHub' };

interface Seen {
  service: string;
  path: string;
  caller: unknown;
  authorization?: string;
  cookie?: string;
}

/** A domain service that verifies the gateway's signature and answers who the call was signed for. */
async function startEchoService(name: ServiceName) {
  const seen: Seen[] = [];
  const app = express();
  app.use((req, res) => {
    const envelope = verifyCaller(
      TEST_INTERNAL_KEY,
      req.header(CALLER_HEADER),
      req.method,
      req.originalUrl,
      name,
    );
    if (!envelope) {
      res.status(401).json({ error: 'unauthenticated', message: 'unsigned' });
      return;
    }
    const entry = {
      service: name,
      path: req.originalUrl,
      caller: envelope.caller,
      authorization: req.header('authorization'),
      cookie: req.header('cookie'),
    };
    seen.push(entry);
    res.json(entry);
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    seen,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let identity: IdentityUnderTest & { url: string };
let planning: Awaited<ReturnType<typeof startEchoService>>;
let school: Awaited<ReturnType<typeof startEchoService>>;
let services: Record<ServiceName, string>;

beforeAll(async () => {
  identity = await startIdentityServer();
  planning = await startEchoService('planning');
  school = await startEchoService('school');
  services = serviceUrls(await refusedPortUrl(), {
    identity: identity.url,
    planning: planning.url,
    school: school.url,
  });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await planning?.close();
  await school?.close();
  await identity?.close();
}, SETUP_TIMEOUT_MS);
beforeEach(() => {
  planning.seen.length = 0;
  school.seen.length = 0;
});

const gatewayWith = (extra: Partial<GatewayOptions> = {}) =>
  createGatewayApp({ services, internalKey: TEST_INTERNAL_KEY, registryCacheMs: 0, ...extra });
let shared: ReturnType<typeof createGatewayApp> | undefined;
const gateway = () => (shared ??= gatewayWith());

/** Signs a family up through the gateway, as the browser does: its admin's session cookie. */
async function signUp(familyName = 'The Tokens') {
  const res = await request(gateway())
    .post('/api/auth/sign-up')
    .set(CSRF)
    .send({
      username: uniqueUsername('tokens'),
      password: 'correct horse battery',
      name: 'Alex Tokens',
      email: 'alex@example.com',
      familyName,
    })
    .expect(201);
  const cookie = String(res.headers['set-cookie']).split(';')[0];
  return { cookie, session: res.body as Session };
}

/** Creates a token in Settings › Security, signed in with the cookie. */
async function createToken(cookie: string, body: Record<string, unknown> = {}) {
  const res = await request(gateway())
    .post('/api/auth/api-tokens')
    .set('Cookie', cookie)
    .set(CSRF)
    .send({ name: 'Home Assistant', scope: 'read-write', domains: null, expiresInDays: 30, ...body })
    .expect(201);
  return res.body as CreatedApiToken;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('Authorization: Bearer fh_… on /api', () => {
  it("acts as the token's member with no cookie and no CSRF header, and services never see the token", async () => {
    const family = await signUp('The Readers');
    const { token, id } = await createToken(family.cookie, { scope: 'read' });

    const me = await request(gateway()).get('/api/auth/me').set(bearer(token)).expect(200);
    expect((me.body as Session).user.id).toBe(family.session.user.id);
    const members = await request(gateway()).get('/api/users').set(bearer(token)).expect(200);
    expect((members.body as FamilyMember[]).map((m) => m.id)).toEqual([family.session.user.id]);

    const tasks = await request(gateway()).get('/api/tasks?completed=false').set(bearer(token)).expect(200);
    expect(tasks.body).toMatchObject({
      service: 'planning',
      path: '/api/tasks?completed=false',
      caller: {
        userId: family.session.user.id,
        familyId: family.session.family.id,
        role: 'admin',
        apiTokenId: id,
      },
    });
    expect(planning.seen[0].authorization).toBeUndefined();
    expect(planning.seen[0].cookie).toBeUndefined();

    const listed = await request(gateway()).get('/api/auth/api-tokens').set('Cookie', family.cookie);
    expect((listed.body as ApiToken[])[0].lastUsedAt).not.toBeNull();
  });

  it('lets a read-write token write without the CSRF header; refuses a read-only token anything but reads', async () => {
    const family = await signUp();
    const writer = await createToken(family.cookie);
    const reader = await createToken(family.cookie, { scope: 'read' });

    const renamed = await request(gateway())
      .patch('/api/users/me')
      .set(bearer(writer.token))
      .set('Origin', 'https://integrations.example.net')
      .send({ name: 'Alex Renamed', email: null })
      .expect(200);
    expect((renamed.body as FamilyMember).name).toBe('Alex Renamed');
    await request(gateway()).post('/api/tasks').set(bearer(writer.token)).send({ title: 'Bins' }).expect(200);

    for (const call of [
      request(gateway()).post('/api/tasks').send({ title: 'Bins' }),
      request(gateway()).patch('/api/users/me').send({ name: 'Read only', email: null }),
      request(gateway()).delete('/api/tasks/1'),
    ]) {
      const refused = await call.set(bearer(reader.token)).expect(403);
      expect(refused.body).toEqual({
        error: 'api_token_read_only',
        message:
          'This API token is read-only: it can only read (GET). Create a read-write token to make changes.',
      });
    }
    expect(planning.seen.map((s) => s.path)).toEqual(['/api/tasks']);
    const me = await request(gateway()).get('/api/auth/me').set(bearer(reader.token)).expect(200);
    expect((me.body as Session).user.name).toBe('Alex Renamed');
  });

  it('never manages tokens, sessions, the password, two-factor, billing, the account or members', async () => {
    const family = await signUp();
    const child = await request(gateway())
      .post('/api/users')
      .set('Cookie', family.cookie)
      .set(CSRF)
      .send({ username: uniqueUsername('kid'), password: 'child password 1', name: 'Kid', role: 'child' })
      .expect(201);
    const { token } = await createToken(family.cookie);
    const forbidden: [string, string, string][] = [
      ['GET', '/api/auth/api-tokens', 'manage API tokens'],
      ['POST', '/api/auth/api-tokens', 'manage API tokens'],
      ['DELETE', '/api/auth/api-tokens/1', 'manage API tokens'],
      ['POST', '/api/auth/API-Tokens/', 'manage API tokens'],
      ['POST', '/api/auth/api%2Dtokens', 'manage API tokens'],
      ['GET', '/api/auth/sessions', 'manage sessions'],
      ['POST', '/api/auth/sessions/revoke-all', 'manage sessions'],
      ['POST', '/api/auth/2fa/setup', 'manage two-factor sign-in'],
      ['POST', '/api/auth/sign-out', 'sign in or out'],
      ['POST', '/api/auth/sign-in', 'sign in or out'],
      ['POST', '/api/user/update-password', 'change a password'],
      ['GET', '/api/subscription/billing-history', 'manage billing or the subscription'],
      ['POST', '/api/subscription/cancel', 'manage billing or the subscription'],
      ['POST', '/api/account/export', 'export or delete an account'],
      ['DELETE', '/api/account', 'export or delete an account'],
      ['DELETE', `/api/users/${(child.body as FamilyMember).id}`, 'remove a family member'],
    ];
    for (const [method, path, action] of forbidden) {
      const res = await request(gateway())
        [method.toLowerCase() as 'get' | 'post' | 'delete'](path)
        .set(bearer(token))
        .send({});
      expect([method, path, res.status, res.body]).toEqual([
        method,
        path,
        403,
        {
          error: 'api_token_forbidden',
          message: `An API token cannot ${action}. Sign in to FamilyHub to do that.`,
        },
      ]);
    }
    // Nothing happened: the session still works, the child is still there, the token list is unchanged.
    const members = await request(gateway()).get('/api/users').set('Cookie', family.cookie).expect(200);
    expect(members.body).toHaveLength(2);
    const tokens = await request(gateway())
      .get('/api/auth/api-tokens')
      .set('Cookie', family.cookie)
      .expect(200);
    expect(tokens.body).toHaveLength(1);
  });

  it("keeps a domain-limited token to its domains (and the member's account reads)", async () => {
    const family = await signUp();
    const { token } = await createToken(family.cookie, { domains: ['school'] });
    await request(gateway()).get('/api/school-documents').set(bearer(token)).expect(200);
    await request(gateway()).get('/api/auth/me').set(bearer(token)).expect(200);
    const refused = await request(gateway()).get('/api/tasks').set(bearer(token)).expect(403);
    expect(refused.body).toEqual({
      error: 'api_token_domain',
      message: 'This API token is limited to school: it cannot make this call.',
    });
    await request(gateway())
      .patch('/api/users/me')
      .set(bearer(token))
      .send({ name: 'Nope', email: null })
      .expect(403);
    expect(planning.seen).toEqual([]);
    expect(school.seen).toHaveLength(1);
  });

  it('answers 401 for a revoked, an expired or an unknown token, even beside a live session cookie', async () => {
    const family = await signUp();
    const revoked = await createToken(family.cookie);
    const expired = await createToken(family.cookie);
    await request(gateway()).get('/api/auth/me').set(bearer(revoked.token)).expect(200);

    await request(gateway())
      .delete(`/api/auth/api-tokens/${revoked.id}`)
      .set('Cookie', family.cookie)
      .set(CSRF)
      .expect(204);
    await identity.database.db
      .update(apiTokensTable)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokensTable.id, expired.id));

    for (const token of [revoked.token, expired.token, `fh_${'x'.repeat(43)}`, 'not-ours']) {
      const res = await request(gateway()).get('/api/auth/me').set(bearer(token)).expect(401);
      expect(res.body.error).toBe('unauthenticated');
      // The cookie never stands in for a token that failed.
      await request(gateway()).get('/api/tasks').set(bearer(token)).set('Cookie', family.cookie).expect(401);
    }
    expect(planning.seen).toEqual([]);
  });

  it("never shows another family's data", async () => {
    const ours = await signUp('Ours');
    const theirs = await signUp('Theirs');
    const { token } = await createToken(theirs.cookie);
    const members = await request(gateway()).get('/api/users').set(bearer(token)).expect(200);
    expect((members.body as FamilyMember[]).map((m) => m.id)).toEqual([theirs.session.user.id]);
    await request(gateway()).get(`/api/users/${ours.session.user.id}`).set(bearer(token)).expect(404);
    await request(gateway()).get('/api/tasks').set(bearer(token)).expect(200);
    expect(planning.seen[0].caller).toMatchObject({ familyId: theirs.session.family.id });
  });

  it('limits each token to its calls a minute, answering 429 with Retry-After', async () => {
    const family = await signUp();
    const busy = await createToken(family.cookie);
    const calm = await createToken(family.cookie);
    const limited = gatewayWith({ rateLimits: { apiTokenPerMinute: 2 } });
    await request(limited).get('/api/auth/me').set(bearer(busy.token)).expect(200);
    await request(limited).get('/api/auth/me').set(bearer(busy.token)).expect(200);
    const refused = await request(limited).get('/api/auth/me').set(bearer(busy.token)).expect(429);
    expect(refused.body.error).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await request(limited).get('/api/auth/me').set(bearer(calm.token)).expect(200);
    // The browser's session is not counted against a token.
    await request(limited).get('/api/auth/me').set('Cookie', family.cookie).expect(200);
  });

  it('refuses the live-update stream to a token', async () => {
    const family = await signUp();
    const { token } = await createToken(family.cookie);
    const res = await request(gateway()).get('/api/live').set(bearer(token)).expect(403);
    expect(res.body.error).toBe('api_token_forbidden');
  });
});
