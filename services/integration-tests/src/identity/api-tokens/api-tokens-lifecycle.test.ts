import type { CreatedApiToken, DataExport } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { signedClient } from '@familyhub/server-kit/testing';
import { addMember, signUpFamily } from '@familyhub/identity-service/testing';
import { identityWithDomains } from '../../testing/domain-servers';

// The data export and member removal reach every domain service (ADR 0004, 0006): all five run here.
const env = identityWithDomains();

const as = (caller: Caller | null) => signedClient(env.identity.app, caller);
const resolves = (token: string) => as(null).post('/internal/api-tokens/resolve').send({ token });

async function createToken(caller: Caller, name: string) {
  const res = await as(caller)
    .post('/api/auth/api-tokens')
    .send({ name, scope: 'read', domains: ['planning'], expiresInDays: 30 })
    .expect(201);
  return res.body as CreatedApiToken;
}

/** The family's JSON export as its admin downloads it: identity's api_tokens rows, and the whole text. */
async function exportedTokens(caller: Caller) {
  const requested = (await as(caller).post('/api/account/export').expect(201)).body as DataExport;
  const res = await as(caller).get(`/api/account/export/${requested.id}/download?format=json`).expect(200);
  const document = JSON.parse(res.text) as { identity: Record<string, Record<string, unknown>[]> };
  return { rows: document.identity.api_tokens ?? [], text: res.text };
}

describe("a member's API tokens in the family data export", () => {
  it('lists each token with its name, prefix, scope, domains, expiry and last use, never the token or its hash', async () => {
    const family = await signUpFamily(env.identity.app);
    const other = await signUpFamily(env.identity.app);
    const created = await createToken(family.caller, 'Home Assistant');
    await createToken(other.caller, 'Neighbours’ script');
    await resolves(created.token).expect(200);

    const { rows, text } = await exportedTokens(family.caller);
    expect(rows).toEqual([
      expect.objectContaining({
        id: created.id,
        user_id: family.caller.userId,
        name: 'Home Assistant',
        prefix: created.prefix,
        scope: 'read',
        domains: ['planning'],
      }),
    ]);
    expect(rows[0].expires_at).toBeTruthy();
    expect(rows[0].last_used_at).not.toBeNull();
    expect(rows[0]).not.toHaveProperty('token_hash');
    expect(text).not.toContain(created.token);
    expect(text).not.toContain('Neighbours’ script');
  });
});

describe("removing a member (DELETE /api/users/:id) and a member's own account deletion", () => {
  it('delete their tokens: they no longer resolve and leave the export, the others stay', async () => {
    const family = await signUpFamily(env.identity.app);
    const parent = await addMember(env.identity.app, family.caller, { role: 'parent' });
    const theirs = await createToken(parent.caller, 'Parent’s calendar sync');
    const mine = await createToken(family.caller, 'Admin’s dashboard');

    await as(family.caller).delete(`/api/users/${parent.member.id}`).expect(204);

    await resolves(theirs.token).expect(401);
    await resolves(mine.token).expect(200);
    const { rows } = await exportedTokens(family.caller);
    expect(rows.map((row) => row.id)).toEqual([mine.id]);
  });

  it("remove a parent's tokens when they delete their own account", async () => {
    const family = await signUpFamily(env.identity.app);
    const parent = await addMember(env.identity.app, family.caller, { role: 'parent' });
    const theirs = await createToken(parent.caller, 'Leaving');
    await as(parent.caller)
      .delete('/api/account')
      .send({ password: parent.body.password, confirmation: 'DELETE' })
      .expect(200);
    await resolves(theirs.token).expect(401);
  });
});
