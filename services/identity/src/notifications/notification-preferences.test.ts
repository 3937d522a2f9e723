import { defaultNotificationPreferences, type NotificationPreferences } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { signedClient } from '@familyhub/server-kit/testing';
import { addMember, createIdentityUnderTest, signUpFamily, type IdentityUnderTest } from '../testing';

let identity: IdentityUnderTest;
beforeAll(async () => {
  identity = await createIdentityUnderTest();
}, 120_000);
afterAll(() => identity.close(), 120_000);

const as = (caller: Caller | null) => signedClient(identity.app, caller);
const path = (userId: number) => `/api/users/${userId}/notification-preferences`;

const saved = {
  emailEnabled: false,
  smsEnabled: true,
  telegramEnabled: true,
  voiceEnabled: false,
  digestEnabled: true,
  digestFrequency: 'daily',
  urgentAlertEnabled: true,
  taskNotifications: false,
  eventNotifications: true,
  messageNotifications: false,
  choreNotifications: true,
  quietHoursEnabled: true,
  quietHoursStart: '21:30',
  quietHoursEnd: '06:45',
  emailAddress: 'alerts@example.com',
  phoneNumber: '+1 555 010 0100',
};

describe('GET /api/users/:id/notification-preferences', () => {
  it('answers the defaults of spec 001 §9 before anything is saved', async () => {
    const { caller } = await signUpFamily(identity.app);
    const res = await as(caller).get(path(caller.userId)).expect(200);
    expect(res.body).toEqual(defaultNotificationPreferences(caller.userId));
    expect(res.body).toMatchObject({
      emailEnabled: true,
      urgentAlertEnabled: true,
      smsEnabled: false,
      telegramEnabled: false,
      voiceEnabled: false,
      digestEnabled: false,
      digestFrequency: 'weekly',
      quietHoursStart: '22:00',
      quietHoursEnd: '07:00',
    });
  });

  it("refuses another adult's and another family's preferences with 403, unsigned with 401", async () => {
    const family = await signUpFamily(identity.app);
    const child = await addMember(identity.app, family.caller);
    const partner = await addMember(identity.app, family.caller, { role: 'parent', name: 'Pat Parent' });
    const other = await signUpFamily(identity.app);
    const res = await as(family.caller).get(path(partner.member.id)).expect(403);
    expect(res.body).toEqual({
      error: 'forbidden',
      message: "You can only see and change your own notification preferences, or a child's as their parent",
    });
    await as(other.caller).get(path(family.caller.userId)).expect(403);
    // Another family's parent cannot reach this family's child either.
    await as(other.caller).get(path(child.member.id)).expect(403);
    await as(child.caller).get(path(partner.member.id)).expect(403);
    await as(child.caller).post(path(family.caller.userId)).send(saved).expect(403);
    await as(null).get(path(family.caller.userId)).expect(401);
  });
});

describe("a child's channels", () => {
  it('are chosen by a parent of the family (issue #30)', async () => {
    const family = await signUpFamily(identity.app);
    const child = await addMember(identity.app, family.caller);
    const res = await as(family.caller)
      .post(path(child.member.id))
      .send({ ...saved, categoryChannels: { chores: ['push'], shopping: ['email'] } })
      .expect(200);
    expect(res.body.categoryChannels).toMatchObject({
      chores: ['push'],
      shopping: ['email'],
      tasks: ['email', 'push', 'telegram'],
    });
    const seen = await as(child.caller).get(path(child.member.id)).expect(200);
    expect(seen.body.categoryChannels.chores).toEqual(['push']);
  });
});

describe('POST /api/users/:id/notification-preferences', () => {
  it('saves every preference for the caller (a child too) and answers them on the next load', async () => {
    const family = await signUpFamily(identity.app);
    const child = await addMember(identity.app, family.caller);
    const res = await as(child.caller)
      .post(path(child.member.id))
      .send({ ...saved, userId: child.member.id })
      .expect(200);
    const expected: NotificationPreferences = {
      ...defaultNotificationPreferences(child.member.id),
      ...(saved as Partial<NotificationPreferences>),
      userId: child.member.id,
    };
    expect(res.body).toEqual(expected);
    expect((await as(child.caller).get(path(child.member.id)).expect(200)).body).toEqual(expected);
    // Saving again replaces the row; the admin's own preferences are untouched.
    const again = await as(child.caller)
      .post(path(child.member.id))
      .send({ ...saved, smsEnabled: false, phoneNumber: '' })
      .expect(200);
    expect(again.body).toMatchObject({ smsEnabled: false, phoneNumber: null });
    expect((await as(family.caller).get(path(family.caller.userId)).expect(200)).body).toEqual(
      defaultNotificationPreferences(family.caller.userId),
    );
  });

  it.each([
    [{ quietHoursStart: '25:00' }, 'Quiet hours start must be a time like 22:00'],
    [{ quietHoursEnd: '7pm' }, 'Quiet hours end must be a time like 22:00'],
    [
      { quietHoursStart: '07:00', quietHoursEnd: '07:00' },
      'Quiet hours must start and end at different times',
    ],
    [{ digestFrequency: 'hourly' }, 'Digest frequency must be daily, weekly or monthly'],
    [{ emailAddress: 'not-an-email' }, 'Enter a valid email address'],
    [{ phoneNumber: 'call me' }, 'Enter a valid phone number, e.g. +1 555 010 0100'],
    [
      { voiceEnabled: true, smsEnabled: false, phoneNumber: null },
      'Enter a phone number for SMS or voice notifications',
    ],
    [{ emailEnabled: 'yes' }, 'Email notifications must be on or off'],
    [{ digestHour: 24 }, 'Digest hour must be a whole hour from 0 to 23'],
    [{ timeZone: 'Mars/Olympus' }, 'Time zone must be an IANA name like Europe/Berlin'],
    [{ categoryChannels: { tasks: ['pigeon'] } }, 'Channel must be email, push or telegram'],
  ])('refuses %j with 400 and a clear message', async (change, message) => {
    const { caller } = await signUpFamily(identity.app);
    const res = await as(caller)
      .post(path(caller.userId))
      .send({ ...saved, ...change })
      .expect(400);
    expect(res.body.message).toBe(message);
    expect((await as(caller).get(path(caller.userId)).expect(200)).body).toEqual(
      defaultNotificationPreferences(caller.userId),
    );
  });

  it('refuses a body whose userId names someone else', async () => {
    const { caller } = await signUpFamily(identity.app);
    const res = await as(caller)
      .post(path(caller.userId))
      .send({ ...saved, userId: caller.userId + 1000 })
      .expect(400);
    expect(res.body.message).toBe('userId must be the member named in the address');
  });
});
