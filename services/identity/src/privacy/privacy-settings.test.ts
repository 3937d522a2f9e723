import { DEFAULT_PRIVACY_SETTINGS } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { signedClient } from '@familyhub/server-kit/testing';
import { addMember, createIdentityUnderTest, signUpFamily, type IdentityUnderTest } from '../testing';

let identity: IdentityUnderTest;
beforeAll(async () => {
  identity = await createIdentityUnderTest();
}, 120_000);
afterAll(() => identity.close(), 120_000);

const as = (caller: Caller | null) => signedClient(identity.app, caller);
const chosen = {
  familyProfileVisible: false,
  activityStatusVisible: false,
  taskCompletionSharing: true,
  analyticsEnabled: true,
  personalizationEnabled: true,
};

describe('GET/PUT /api/users/me/privacy', () => {
  it("starts from the defaults and keeps each member's switches apart", async () => {
    const family = await signUpFamily(identity.app);
    const child = await addMember(identity.app, family.caller);
    expect((await as(child.caller).get('/api/users/me/privacy').expect(200)).body).toEqual(
      DEFAULT_PRIVACY_SETTINGS,
    );
    expect((await as(child.caller).put('/api/users/me/privacy').send(chosen).expect(200)).body).toEqual(
      chosen,
    );
    expect((await as(child.caller).get('/api/users/me/privacy').expect(200)).body).toEqual(chosen);
    expect((await as(family.caller).get('/api/users/me/privacy').expect(200)).body).toEqual(
      DEFAULT_PRIVACY_SETTINGS,
    );
  });

  it('refuses a missing or non-boolean switch and unknown fields with 400, unsigned with 401', async () => {
    const { caller } = await signUpFamily(identity.app);
    const { analyticsEnabled: _dropped, ...missing } = chosen;
    await as(caller).put('/api/users/me/privacy').send(missing).expect(400);
    await as(caller)
      .put('/api/users/me/privacy')
      .send({ ...chosen, analyticsEnabled: 'yes' })
      .expect(400);
    await as(caller)
      .put('/api/users/me/privacy')
      .send({ ...chosen, shareWithAdvertisers: true })
      .expect(400);
    await as(null).get('/api/users/me/privacy').expect(401);
    expect((await as(caller).get('/api/users/me/privacy').expect(200)).body).toEqual(
      DEFAULT_PRIVACY_SETTINGS,
    );
  });
});

describe('family content switches (GET/PATCH /api/settings/family)', () => {
  it('lets the admin switch content filtering and sharing; every member reads them', async () => {
    const family = await signUpFamily(identity.app, { familyName: 'Switchers' });
    const child = await addMember(identity.app, family.caller);
    const initial = await as(child.caller).get('/api/settings/family').expect(200);
    expect(initial.body).toEqual({
      id: family.caller.familyId,
      name: 'Switchers',
      contentFiltering: true,
      contentSharing: false,
      currency: 'USD',
    });
    const res = await as(family.caller)
      .patch('/api/settings/family')
      .send({ contentFiltering: false, contentSharing: true })
      .expect(200);
    expect(res.body).toEqual({
      id: family.caller.familyId,
      name: 'Switchers',
      contentFiltering: false,
      contentSharing: true,
      currency: 'USD',
    });
    await as(family.caller).patch('/api/settings/family').send({ contentSharing: false }).expect(200);
    expect((await as(child.caller).get('/api/settings/family').expect(200)).body).toMatchObject({
      contentFiltering: false,
      contentSharing: false,
    });
  });

  it("refuses a parent and a child with 403, an empty or unknown change with 400, and never touches another family's switches", async () => {
    const family = await signUpFamily(identity.app);
    const other = await signUpFamily(identity.app);
    const parent = await addMember(identity.app, family.caller, { role: 'parent' });
    const child = await addMember(identity.app, family.caller, { role: 'child' });
    const refused = await as(parent.caller)
      .patch('/api/settings/family')
      .send({ contentFiltering: false })
      .expect(403);
    expect(refused.body.message).toBe("Only the family admin can change the family's content settings");
    await as(child.caller).patch('/api/settings/family').send({ contentSharing: true }).expect(403);
    expect((await as(family.caller).patch('/api/settings/family').send({}).expect(400)).body.message).toBe(
      'Nothing to update',
    );
    await as(family.caller).patch('/api/settings/family').send({ contentFiltering: 'off' }).expect(400);
    await as(other.caller).patch('/api/settings/family').send({ contentFiltering: false }).expect(200);
    expect((await as(family.caller).get('/api/settings/family').expect(200)).body).toMatchObject({
      contentFiltering: true,
      contentSharing: false,
    });
  });
});
