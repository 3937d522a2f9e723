import { SUPPORT_CONTACT_FORBIDDEN } from '@familyhub/contracts';
import type { InternalCaller } from '@familyhub/server-kit';
import { signedClient } from '@familyhub/server-kit/testing';
import { addMember, createIdentityUnderTest, signUpFamily, type IdentityUnderTest } from '../testing';

let identity: IdentityUnderTest;
beforeAll(async () => {
  identity = await createIdentityUnderTest();
}, 120_000);
afterAll(() => identity.close(), 120_000);

const as = (caller: InternalCaller | null) => signedClient(identity.app, caller);
const PATH = '/api/settings/support-contact';

describe("the family's support contact (issue #33)", () => {
  it('is none at first; the admin sets and clears it, every member reads it, another family keeps its own', async () => {
    const family = await signUpFamily(identity.app);
    const other = await signUpFamily(identity.app);
    const child = await addMember(identity.app, family.caller, { role: 'child' });
    expect((await as(child.caller).get(PATH).expect(200)).body).toEqual({ supportContact: null });

    const contact = { name: ' Aunt Jo ', phone: '+1 555 0100' };
    const saved = await as(family.caller).put(PATH).send({ supportContact: contact }).expect(200);
    expect(saved.body).toEqual({ supportContact: { name: 'Aunt Jo', phone: '+1 555 0100' } });
    expect((await as(child.caller).get(PATH).expect(200)).body.supportContact.name).toBe('Aunt Jo');
    expect((await as(other.caller).get(PATH).expect(200)).body).toEqual({ supportContact: null });

    await as(family.caller).put(PATH).send({ supportContact: null }).expect(200);
    expect((await as(child.caller).get(PATH).expect(200)).body).toEqual({ supportContact: null });
    await as(null).get(PATH).expect(401);
  });

  it('refuses a parent and a child (403) and a number that is not one (400)', async () => {
    const family = await signUpFamily(identity.app);
    const parent = await addMember(identity.app, family.caller, { role: 'parent' });
    const child = await addMember(identity.app, family.caller, { role: 'child' });
    const body = { supportContact: { name: 'Jo', phone: '555 0100' } };
    for (const who of [parent, child]) {
      const refused = await as(who.caller).put(PATH).send(body).expect(403);
      expect(refused.body).toMatchObject({ error: 'forbidden', message: SUPPORT_CONTACT_FORBIDDEN });
    }
    const bad = await as(family.caller)
      .put(PATH)
      .send({ supportContact: { name: 'Jo', phone: 'call me' } })
      .expect(400);
    expect(bad.body.message).toContain('Enter a phone number');
    const noName = await as(family.caller)
      .put(PATH)
      .send({ supportContact: { name: '', phone: '555' } })
      .expect(400);
    expect(noName.body.message).toContain('Name is required');
  });
});
