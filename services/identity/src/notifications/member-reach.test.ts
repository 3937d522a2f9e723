import type { FamilyMemberReach } from '@familyhub/contracts';
import type { InternalCaller } from '@familyhub/server-kit';
import { signedClient } from '@familyhub/server-kit/testing';
import { addMember, createIdentityUnderTest, signUpFamily, type IdentityUnderTest } from '../testing';

let identity: IdentityUnderTest;
beforeAll(async () => {
  identity = await createIdentityUnderTest();
}, 120_000);
afterAll(() => identity.close(), 120_000);

const as = (caller: InternalCaller | null) => signedClient(identity.app, caller);

describe('GET /internal/family-members', () => {
  it("answers the caller's family with roles, canViewFinances and quiet hours (defaults when never saved)", async () => {
    const family = await signUpFamily(identity.app);
    const parent = await addMember(identity.app, family.caller, { role: 'parent', name: 'Pat' });
    const child = await addMember(identity.app, family.caller, { role: 'child', name: 'Kim' });
    await as(family.caller)
      .patch(`/api/users/${parent.member.id}`)
      .send({ canViewFinances: true })
      .expect(200);
    await as(child.caller)
      .post(`/api/users/${child.member.id}/notification-preferences`)
      .send({
        emailEnabled: true,
        smsEnabled: false,
        telegramEnabled: false,
        voiceEnabled: false,
        digestEnabled: false,
        digestFrequency: 'weekly',
        urgentAlertEnabled: true,
        taskNotifications: true,
        eventNotifications: true,
        messageNotifications: true,
        choreNotifications: true,
        quietHoursEnabled: true,
        quietHoursStart: '20:00',
        quietHoursEnd: '06:30',
      })
      .expect(200);
    await signUpFamily(identity.app);

    const res = await as(parent.caller).get('/internal/family-members').expect(200);
    const members = res.body as FamilyMemberReach[];
    expect(members.map((m) => m.id)).toEqual([family.caller.userId, parent.member.id, child.member.id]);
    expect(members[0]).toMatchObject({
      role: 'admin',
      quietHours: { enabled: true, start: '22:00', end: '07:00' },
    });
    expect(members[1]).toMatchObject({ name: 'Pat', role: 'parent', canViewFinances: true });
    expect(members[2]).toMatchObject({
      role: 'child',
      canViewFinances: false,
      quietHours: { enabled: true, start: '20:00', end: '06:30' },
    });
  });

  it('answers a service acting for a family (a job) that family only, and nobody without a caller', async () => {
    const family = await signUpFamily(identity.app);
    const other = await signUpFamily(identity.app);
    const res = await as({ service: 'money', familyId: family.caller.familyId })
      .get('/internal/family-members')
      .expect(200);
    expect((res.body as FamilyMemberReach[]).map((m) => m.id)).toEqual([family.caller.userId]);
    expect((res.body as FamilyMemberReach[]).map((m) => m.id)).not.toContain(other.caller.userId);
    await as(null).get('/internal/family-members').expect(401);
  });

  it('never lets a service caller onto a public /api route', async () => {
    const family = await signUpFamily(identity.app);
    const res = await as({ service: 'money', familyId: family.caller.familyId })
      .get('/api/users')
      .expect(403);
    expect(res.body).toEqual({
      error: 'forbidden',
      message: 'A service acting for a family can only call internal routes',
    });
  });
});
