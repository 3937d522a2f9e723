import { UNSUPPORTED_CURRENCY, type Family } from '@familyhub/contracts';
import type { InternalCaller } from '@familyhub/server-kit';
import { signedClient } from '@familyhub/server-kit/testing';
import { addMember, createIdentityUnderTest, signUpFamily, type IdentityUnderTest } from '../testing';

let identity: IdentityUnderTest;
beforeAll(async () => {
  identity = await createIdentityUnderTest();
}, 120_000);
afterAll(() => identity.close(), 120_000);

const as = (caller: InternalCaller | null) => signedClient(identity.app, caller);

describe("the family's currency (PATCH /api/settings/family, the session, /internal/family)", () => {
  it('starts as USD; the admin changes it and every member reads it in the settings and the session', async () => {
    const family = await signUpFamily(identity.app, { familyName: 'Euro Folk' });
    const child = await addMember(identity.app, family.caller, { role: 'child' });
    expect(family.session.family.currency).toBe('USD');
    expect((await as(child.caller).get('/api/settings/family').expect(200)).body.currency).toBe('USD');

    const saved = await as(family.caller).patch('/api/settings/family').send({ currency: 'EUR' }).expect(200);
    expect(saved.body).toMatchObject({ name: 'Euro Folk', currency: 'EUR' });
    expect((await as(child.caller).get('/api/settings/family').expect(200)).body.currency).toBe('EUR');
    expect((await as(child.caller).get('/api/auth/me').expect(200)).body.family).toEqual({
      id: family.caller.familyId,
      name: 'Euro Folk',
      currency: 'EUR',
    });
  });

  it('refuses a parent and a child with 403, an unknown code with a 400 JSON error; other families keep theirs', async () => {
    const family = await signUpFamily(identity.app);
    const other = await signUpFamily(identity.app);
    const parent = await addMember(identity.app, family.caller, { role: 'parent' });
    const child = await addMember(identity.app, family.caller, { role: 'child' });

    const refused = await as(parent.caller)
      .patch('/api/settings/family')
      .send({ currency: 'GBP' })
      .expect(403);
    expect(refused.body).toMatchObject({
      error: 'forbidden',
      message: "Only the family admin can change the family's currency",
    });
    await as(child.caller).patch('/api/settings/family').send({ currency: 'GBP' }).expect(403);

    for (const bad of ['XYZ', 'eur', 'JPY', '', 5]) {
      const res = await as(family.caller).patch('/api/settings/family').send({ currency: bad }).expect(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body.message).toContain(UNSUPPORTED_CURRENCY);
    }
    expect((await as(family.caller).get('/api/settings/family').expect(200)).body.currency).toBe('USD');

    await as(other.caller).patch('/api/settings/family').send({ currency: 'CHF' }).expect(200);
    expect((await as(family.caller).get('/api/settings/family').expect(200)).body.currency).toBe('USD');
    expect((await as(other.caller).get('/api/settings/family').expect(200)).body.currency).toBe('CHF');
  });

  it('answers a service acting for a family (a reminder job) with that family’s currency, and nobody unsigned', async () => {
    const family = await signUpFamily(identity.app, { familyName: 'Pound Folk' });
    await signUpFamily(identity.app);
    await as(family.caller).patch('/api/settings/family').send({ currency: 'GBP' }).expect(200);
    const res = await as({ service: 'money', familyId: family.caller.familyId })
      .get('/internal/family')
      .expect(200);
    expect(res.body as Family).toEqual({ id: family.caller.familyId, name: 'Pound Folk', currency: 'GBP' });
    await as(null).get('/internal/family').expect(401);
  });
});
