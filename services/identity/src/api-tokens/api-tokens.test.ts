import type { ApiToken, ApiTokenResolveAnswer, CreatedApiToken } from '@familyhub/contracts';
import { eq } from 'drizzle-orm';
import type { Caller } from '@familyhub/server-kit';
import { signedClient } from '@familyhub/server-kit/testing';
import { addMember, createIdentityUnderTest, signUpFamily, type IdentityUnderTest } from '../testing';
import { apiTokens } from './api-tokens.table';

// Booting PGlite (or creating a PostgreSQL database) can be slow on a loaded 2-core machine.
const SETUP_TIMEOUT_MS = 120_000;

let identity: IdentityUnderTest;
beforeAll(async () => {
  identity = await createIdentityUnderTest();
}, SETUP_TIMEOUT_MS);
afterAll(() => identity.close(), SETUP_TIMEOUT_MS);

const as = (caller: Caller | null) => signedClient(identity.app, caller);
const resolves = (token: string) => as(null).post('/internal/api-tokens/resolve').send({ token });
const homeAssistant = { name: 'Home Assistant', scope: 'read', domains: null, expiresInDays: 30 };

async function createToken(caller: Caller, body: Record<string, unknown> = homeAssistant) {
  const res = await as(caller).post('/api/auth/api-tokens').send(body).expect(201);
  return res.body as CreatedApiToken;
}

describe('POST /api/auth/api-tokens', () => {
  it('gives an admin a fh_ token once, and lists it without the token, never used yet', async () => {
    const family = await signUpFamily(identity.app);
    const before = Date.now();
    const created = await createToken(family.caller, {
      name: '  Kitchen display  ',
      scope: 'read-write',
      domains: ['planning', 'home', 'planning'],
      expiresInDays: 90,
    });
    expect(created.token).toMatch(/^fh_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      name: 'Kitchen display',
      scope: 'read-write',
      domains: ['home', 'planning'],
      prefix: created.token.slice(0, 9),
      lastUsedAt: null,
    });
    const expires = Date.parse(created.expiresAt) - before;
    expect(expires).toBeGreaterThanOrEqual(90 * 86_400_000 - 1000);
    expect(expires).toBeLessThan(90 * 86_400_000 + 60_000);

    const list = await as(family.caller).get('/api/auth/api-tokens').expect(200);
    const { token: _shownOnce, ...listed } = created;
    expect(list.body).toEqual([listed]);
    expect(JSON.stringify(list.body)).not.toContain(created.token);
  });

  it('lets a parent create one and refuses a child with 403', async () => {
    const family = await signUpFamily(identity.app);
    const parent = await addMember(identity.app, family.caller, { role: 'parent' });
    const child = await addMember(identity.app, family.caller, { role: 'child' });
    await createToken(parent.caller);
    const refused = await as(child.caller).post('/api/auth/api-tokens').send(homeAssistant).expect(403);
    expect(refused.body).toEqual({
      error: 'forbidden',
      message: 'Only a family admin or parent can create API tokens',
    });
    expect((await as(child.caller).get('/api/auth/api-tokens').expect(200)).body).toEqual([]);
  });

  it('refuses a missing name, an unknown scope or domain, an expiry past a year and unknown fields with 400', async () => {
    const { caller } = await signUpFamily(identity.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...homeAssistant, name: ' ' }, 'Name is required'],
      [{ ...homeAssistant, scope: 'admin' }, 'Choose read-only or read-write'],
      [{ ...homeAssistant, domains: ['garden'] }, 'Unknown domain'],
      [{ ...homeAssistant, domains: [] }, 'Choose at least one domain, or all of them'],
      [{ ...homeAssistant, expiresInDays: 366 }, 'A token expires within 365 days at most'],
      [{ ...homeAssistant, expiresInDays: undefined }, 'Choose when the token expires'],
    ];
    for (const [body, message] of cases) {
      const res = await as(caller).post('/api/auth/api-tokens').send(body).expect(400);
      expect(res.body.message).toBe(message);
    }
    await as(caller)
      .post('/api/auth/api-tokens')
      .send({ ...homeAssistant, tokenHash: 'mine' })
      .expect(400);
    await as(null).post('/api/auth/api-tokens').send(homeAssistant).expect(401);
    expect((await as(caller).get('/api/auth/api-tokens').expect(200)).body).toEqual([]);
  });

  it('refuses a call made with an API token (tokens never manage tokens)', async () => {
    const family = await signUpFamily(identity.app);
    const created = await createToken(family.caller);
    const tokenCaller: Caller = { ...family.caller, sessionId: undefined, apiTokenId: created.id };
    for (const call of [
      as(tokenCaller).get('/api/auth/api-tokens'),
      as(tokenCaller).post('/api/auth/api-tokens').send(homeAssistant),
      as(tokenCaller).delete(`/api/auth/api-tokens/${created.id}`),
    ]) {
      const res = await call.expect(403);
      expect(res.body.error).toBe('api_token_forbidden');
    }
    await resolves(created.token).expect(200);
  });
});

describe('GET /api/auth/api-tokens and DELETE /api/auth/api-tokens/:id', () => {
  it("shows only the member's own tokens: not another member's, not another family's", async () => {
    const family = await signUpFamily(identity.app);
    const parent = await addMember(identity.app, family.caller, { role: 'parent' });
    const other = await signUpFamily(identity.app);
    const mine = await createToken(family.caller, { ...homeAssistant, name: 'Mine' });
    await createToken(parent.caller, { ...homeAssistant, name: "Parent's" });
    await createToken(other.caller, { ...homeAssistant, name: "Neighbours'" });
    const list = await as(family.caller).get('/api/auth/api-tokens').expect(200);
    expect((list.body as ApiToken[]).map((t) => t.id)).toEqual([mine.id]);
  });

  it('revokes a token: it no longer resolves and leaves the list', async () => {
    const family = await signUpFamily(identity.app);
    const created = await createToken(family.caller);
    await resolves(created.token).expect(200);
    await as(family.caller).delete(`/api/auth/api-tokens/${created.id}`).expect(204);
    const refused = await resolves(created.token).expect(401);
    expect(refused.body.error).toBe('unauthenticated');
    expect((await as(family.caller).get('/api/auth/api-tokens').expect(200)).body).toEqual([]);
    await as(family.caller).delete(`/api/auth/api-tokens/${created.id}`).expect(404);
  });

  it("answers 404 for another member's or another family's token and leaves it working", async () => {
    const family = await signUpFamily(identity.app);
    const parent = await addMember(identity.app, family.caller, { role: 'parent' });
    const other = await signUpFamily(identity.app);
    const parents = await createToken(parent.caller);
    const neighbours = await createToken(other.caller);
    for (const id of [parents.id, neighbours.id]) {
      const res = await as(family.caller).delete(`/api/auth/api-tokens/${id}`).expect(404);
      expect(res.body).toEqual({ error: 'not_found', message: 'API token not found' });
    }
    await as(family.caller).delete('/api/auth/api-tokens/not-a-number').expect(404);
    await as(null).delete(`/api/auth/api-tokens/${parents.id}`).expect(401);
    await resolves(parents.token).expect(200);
    await resolves(neighbours.token).expect(200);
  });

  it('refuses a 21st live token with 409', async () => {
    const { caller } = await signUpFamily(identity.app);
    for (let i = 0; i < 20; i += 1) await createToken(caller, { ...homeAssistant, name: `Token ${i}` });
    const res = await as(caller).post('/api/auth/api-tokens').send(homeAssistant).expect(409);
    expect(res.body.message).toMatch(/already have 20 API tokens/);
  });
});

describe('POST /internal/api-tokens/resolve', () => {
  it("answers the member with their role, plan and finance access, the token's limits, and records its use", async () => {
    const family = await signUpFamily(identity.app);
    const parent = await addMember(identity.app, family.caller, { role: 'parent' });
    const created = await createToken(parent.caller, { ...homeAssistant, domains: ['school'] });
    const res = await resolves(created.token).expect(200);
    expect(res.body as ApiTokenResolveAnswer).toEqual({
      caller: {
        userId: parent.member.id,
        familyId: family.caller.familyId,
        role: 'parent',
        plan: family.caller.plan,
        canEditSchedule: false,
        apiTokenId: created.id,
        // The member's language: the services answer the token's errors in it (issue #35).
        language: 'en',
      },
      access: { canViewFinances: false },
      token: { id: created.id, scope: 'read', domains: ['school'], expiresAt: created.expiresAt },
    });
    const [listed] = (await as(parent.caller).get('/api/auth/api-tokens').expect(200)).body as ApiToken[];
    expect(listed.lastUsedAt).not.toBeNull();
  });

  it('answers 401 for an unknown token or a session token, 403 for a call signed for a member', async () => {
    const family = await signUpFamily(identity.app);
    const created = await createToken(family.caller);
    await resolves(`fh_${'A'.repeat(43)}`).expect(401);
    await resolves(family.token).expect(401);
    await as(family.caller).post('/internal/api-tokens/resolve').send({ token: created.token }).expect(403);
  });

  it('answers 401 once the token has expired, and still lists it', async () => {
    const family = await signUpFamily(identity.app);
    const created = await createToken(family.caller, { ...homeAssistant, expiresInDays: 1 });
    await resolves(created.token).expect(200);
    // A day later, as the database sees it.
    await identity.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, created.id));
    await resolves(created.token).expect(401);
    const list = await as(family.caller).get('/api/auth/api-tokens').expect(200);
    expect((list.body as ApiToken[]).map((t) => t.id)).toEqual([created.id]);
  });
});
