import { exportFamilyRows } from '@familyhub/server-kit';
import type { Caller } from '@familyhub/server-kit';
import { signedClient } from '@familyhub/server-kit/testing';
import type { CreatedApiToken } from '@familyhub/contracts';
import { addMember, createIdentityUnderTest, signUpFamily, type IdentityUnderTest } from '../testing';
import { createUsersRepository } from '../users';

// The HTTP paths of the export and of member removal reach every domain service (ADR 0004, 0006) and are tested
// across services; here, identity's own part of each: the family's identity rows it dumps, and the member row
// whose deletion ends both a removal and a member's own account deletion.
const SETUP_TIMEOUT_MS = 120_000;

let identity: IdentityUnderTest;
beforeAll(async () => {
  identity = await createIdentityUnderTest();
}, SETUP_TIMEOUT_MS);
afterAll(() => identity.close(), SETUP_TIMEOUT_MS);

const as = (caller: Caller | null) => signedClient(identity.app, caller);
const resolves = (token: string) => as(null).post('/internal/api-tokens/resolve').send({ token });

async function createToken(caller: Caller, name: string) {
  const res = await as(caller)
    .post('/api/auth/api-tokens')
    .send({ name, scope: 'read', domains: ['planning'], expiresInDays: 30 })
    .expect(201);
  return res.body as CreatedApiToken;
}

describe("a member's API tokens in the family's identity rows (the data export)", () => {
  it('are listed with name, prefix, scope, domains, expiry and last use, never the token or its hash', async () => {
    const family = await signUpFamily(identity.app);
    const other = await signUpFamily(identity.app);
    const created = await createToken(family.caller, 'Home Assistant');
    await createToken(other.caller, 'Neighbours’ script');
    await resolves(created.token).expect(200);

    const rows = await exportFamilyRows(identity.database.db, 'identity', family.caller.familyId);
    expect(rows.api_tokens).toEqual([
      expect.objectContaining({
        id: created.id,
        user_id: family.caller.userId,
        name: 'Home Assistant',
        prefix: created.prefix,
        scope: 'read',
        domains: ['planning'],
      }),
    ]);
    expect(rows.api_tokens[0].last_used_at).not.toBeNull();
    expect(rows.api_tokens[0]).not.toHaveProperty('token_hash');
    expect(JSON.stringify(rows)).not.toContain(created.token);
  });
});

describe('a removed member', () => {
  it('takes their tokens along: they no longer resolve, the others still do', async () => {
    const family = await signUpFamily(identity.app);
    const parent = await addMember(identity.app, family.caller, { role: 'parent' });
    const theirs = await createToken(parent.caller, 'Parent’s calendar sync');
    const mine = await createToken(family.caller, 'Admin’s dashboard');

    // What DELETE /api/users/:id and a member's own account deletion end with, once every domain has forgotten them.
    expect(
      await createUsersRepository(identity.database.db).remove(family.caller.familyId, parent.member.id),
    ).toBe(true);

    await resolves(theirs.token).expect(401);
    await resolves(mine.token).expect(200);
    const rows = await exportFamilyRows(identity.database.db, 'identity', family.caller.familyId);
    expect(rows.api_tokens.map((row) => row.id)).toEqual([mine.id]);
  });
});
