import type { Alert, RaiseAlertsAnswer, RaiseAlertsBody } from '@familyhub/contracts';
import { apiMessagesReady, type Caller, type InternalCaller } from '@familyhub/server-kit';
import { signedClient } from '@familyhub/server-kit/testing';
// A real cross-service test: planning asks a running identity service who is in the family and their quiet hours.
import { addMember, signUpFamily, startIdentityServer } from '@familyhub/identity-service/testing';
import { setupPlanningApi, SETUP_TIMEOUT_MS } from '@familyhub/planning-service/testing';

type Identity = Awaited<ReturnType<typeof startIdentityServer>>;

let identity: Identity;
let parent: Caller;
let child: Caller;
let stranger: Caller;
const previousIdentityUrl = process.env.IDENTITY_URL;
const { as } = setupPlanningApi();

const preferences = (quiet: { enabled: boolean; start?: string; end?: string }) => ({
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
  quietHoursEnabled: quiet.enabled,
  quietHoursStart: quiet.start ?? '22:00',
  quietHoursEnd: quiet.end ?? '07:00',
});

async function setQuietHours(member: Caller, quiet: { enabled: boolean; start?: string; end?: string }) {
  await signedClient(identity.app, member)
    .post(`/api/users/${member.userId}/notification-preferences`)
    .send(preferences(quiet))
    .expect(200);
}

beforeAll(async () => {
  identity = await startIdentityServer();
  process.env.IDENTITY_URL = identity.url;
  parent = (await signUpFamily(identity.app, { familyName: 'Domain alerts family' })).caller;
  child = (await addMember(identity.app, parent, { role: 'child', name: 'Kim' })).caller;
  stranger = (await signUpFamily(identity.app, { familyName: 'Another family' })).caller;
  // These tests run at any hour: quiet hours are switched off here and tested on members of their own below.
  for (const member of [parent, child, stranger]) await setQuietHours(member, { enabled: false });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  process.env.IDENTITY_URL = previousIdentityUrl;
  await identity.close();
}, SETUP_TIMEOUT_MS);

async function activeAlerts(of: Caller): Promise<Alert[]> {
  const res = await as(of).get(`/api/users/${of.userId}/alerts?status=active`).expect(200);
  return res.body as Alert[];
}

const documentDue = (overrides: Partial<RaiseAlertsBody> = {}): RaiseAlertsBody => ({
  domain: 'school',
  dedupeKey: 'document-due:12',
  recipientIds: [parent.userId, child.userId],
  title: 'Permission slip due tomorrow',
  description: 'Zoo trip permission slip',
  priority: 'normal',
  target: { type: 'school-document', id: 12 },
  ...overrides,
});

async function raise(by: InternalCaller, body: RaiseAlertsBody): Promise<RaiseAlertsAnswer> {
  return (await as(by).post('/internal/alerts').send(body).expect(200)).body as RaiseAlertsAnswer;
}

const ofTarget = (alerts: Alert[], type: string, id: number) =>
  alerts.filter((a) => a.targetType === type && a.targetId === id);

describe('POST /internal/alerts', () => {
  it('raises one alert per recipient, listed at once, and never twice for the same dedupe key', async () => {
    const first = await raise(parent, documentDue());
    expect(first.alerts.map((a) => a.userId).sort()).toEqual([parent.userId, child.userId].sort());
    expect(first.alerts.every((a) => !a.heldForQuietHours)).toBe(true);

    const [childAlert] = ofTarget(await activeAlerts(child), 'school-document', 12);
    expect(childAlert).toMatchObject({
      userId: child.userId,
      title: 'Permission slip due tomorrow',
      description: 'Zoo trip permission slip',
      priority: 'normal',
      status: 'active',
      targetType: 'school-document',
      targetId: 12,
      createdById: parent.userId,
      expiresAt: null,
    });

    const again = await raise(parent, documentDue());
    expect(again.alerts.map((a) => a.id).sort()).toEqual(first.alerts.map((a) => a.id).sort());
    expect(again.alerts.map((a) => a.showFrom).sort()).toEqual(first.alerts.map((a) => a.showFrom).sort());
    expect(ofTarget(await activeAlerts(child), 'school-document', 12)).toHaveLength(1);
  });

  it('updates the alert in place when raised again with changed content', async () => {
    const first = await raise(
      parent,
      documentDue({ dedupeKey: 'document-due:13', target: { type: 'school-document', id: 13 } }),
    );
    const changed = await raise(
      parent,
      documentDue({
        dedupeKey: 'document-due:13',
        target: { type: 'school-document', id: 13 },
        title: 'Permission slip due today',
        priority: 'urgent',
        recipientIds: [child.userId],
      }),
    );
    const childFirst = first.alerts.find((a) => a.userId === child.userId)!;
    expect(changed.alerts).toEqual([expect.objectContaining({ id: childFirst.id, userId: child.userId })]);
    const listed = ofTarget(await activeAlerts(child), 'school-document', 13);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      id: childFirst.id,
      title: 'Permission slip due today',
      priority: 'urgent',
    });
    // The parent, not named this time, keeps the alert as it was.
    expect(ofTarget(await activeAlerts(parent), 'school-document', 13)[0].title).toBe(
      'Permission slip due tomorrow',
    );
  });

  it('keeps a dismissed alert dismissed when raised again, until the domain clears it', async () => {
    const key = { dedupeKey: 'homework-due:5', target: { type: 'homework', id: 5 } } as const;
    const { alerts } = await raise(
      parent,
      documentDue({ ...key, recipientIds: [child.userId], title: 'Maths due' }),
    );
    await as(child).patch(`/api/alerts/${alerts[0].id}/status`).send({ status: 'dismissed' }).expect(200);
    await raise(parent, documentDue({ ...key, recipientIds: [child.userId], title: 'Maths due soon' }));
    expect(ofTarget(await activeAlerts(child), 'homework', 5)).toHaveLength(0);

    await as(parent)
      .post('/internal/alerts/clear')
      .send({ domain: 'school', dedupeKey: key.dedupeKey })
      .expect(200);
    await raise(parent, documentDue({ ...key, recipientIds: [child.userId], title: 'Maths due soon' }));
    expect(ofTarget(await activeAlerts(child), 'homework', 5)).toEqual([
      expect.objectContaining({ title: 'Maths due soon', status: 'active' }),
    ]);
  });

  it('lists an alert raised ahead of time only from its show time, and not after it expires', async () => {
    const showFrom = new Date(Date.now() + 1500).toISOString();
    const { alerts } = await raise(
      parent,
      documentDue({
        dedupeKey: 'school-event-reminder:8',
        target: { type: 'school-event', id: 8 },
        recipientIds: [child.userId],
        showFrom,
      }),
    );
    expect(alerts[0].showFrom).toBe(showFrom);
    expect(ofTarget(await activeAlerts(child), 'school-event', 8)).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(ofTarget(await activeAlerts(child), 'school-event', 8)).toEqual([
      expect.objectContaining({ showFrom, title: 'Permission slip due tomorrow' }),
    ]);

    await raise(
      parent,
      documentDue({
        dedupeKey: 'pantry-expiring:3',
        domain: 'home',
        target: { type: 'pantry-item', id: 3 },
        showFrom: new Date(Date.now() - 60_000).toISOString(),
        expiresAt: new Date(Date.now() - 1000).toISOString(),
      }),
    );
    expect(ofTarget(await activeAlerts(child), 'pantry-item', 3)).toHaveLength(0);
  });

  it('refuses recipients outside the caller family: the family comes from the signed caller only', async () => {
    const res = await as(stranger)
      .post('/internal/alerts')
      .send(documentDue({ dedupeKey: 'intrusion:1', target: { type: 'bill', id: 1 }, domain: 'money' }))
      .expect(400);
    expect(res.body).toMatchObject({
      error: 'bad_request',
      message: 'Recipients must be members of your family',
      details: { recipientIds: [parent.userId, child.userId] },
    });
    // The body cannot name a family.
    const named = await as(stranger)
      .post('/internal/alerts')
      .send({ ...documentDue({ recipientIds: [stranger.userId] }), familyId: parent.familyId })
      .expect(400);
    expect(named.body.error).toBe('validation_failed');
    expect(ofTarget(await activeAlerts(child), 'bill', 1)).toHaveLength(0);
  });

  it("accepts a domain's job acting for a family (service caller), for that family's members only", async () => {
    const job: InternalCaller = { service: 'money', familyId: parent.familyId };
    const { alerts } = await raise(
      job,
      documentDue({
        domain: 'money',
        dedupeKey: 'bill-due:4:2026-12-01',
        target: { type: 'bill', id: 4 },
        recipientIds: [parent.userId],
        title: 'Electricity bill due in 3 days',
      }),
    );
    expect(alerts).toHaveLength(1);
    expect(ofTarget(await activeAlerts(parent), 'bill', 4)[0]).toMatchObject({ createdById: null });

    const otherJob: InternalCaller = { service: 'money', familyId: stranger.familyId };
    await as(otherJob)
      .post('/internal/alerts')
      .send(documentDue({ domain: 'money', recipientIds: [parent.userId] }))
      .expect(400);
  });

  it('never lets a service caller onto a public /api route, and needs some caller', async () => {
    const job: InternalCaller = { service: 'school', familyId: parent.familyId };
    const res = await as(job).get(`/api/users/${parent.userId}/alerts?status=active`).expect(403);
    expect(res.body).toEqual({
      error: 'forbidden',
      message: 'A service acting for a family can only call internal routes',
    });
    await as(job).post('/api/tasks').send({ title: 'Sneaky' }).expect(403);
    await as(null).post('/internal/alerts').send(documentDue()).expect(401);
  });

  it('explains a body it cannot use', async () => {
    const unknownTarget = await as(parent)
      .post('/internal/alerts')
      .send(documentDue({ target: { type: 'spaceship' as 'bill', id: 1 } }))
      .expect(400);
    expect(unknownTarget.body.message).toBe('Target type is not one FamilyHub knows');
    const backwards = await as(parent)
      .post('/internal/alerts')
      .send(documentDue({ showFrom: '2026-12-02T10:00:00Z', expiresAt: '2026-12-01T10:00:00Z' }))
      .expect(400);
    expect(backwards.body.message).toBe('Expires at must be after show from');
    const nobody = await as(parent)
      .post('/internal/alerts')
      .send(documentDue({ recipientIds: [] }))
      .expect(400);
    expect(nobody.body.message).toBe('At least one recipient is required');
    const zone = await as(parent)
      .post('/internal/alerts')
      .send(documentDue({ timeZone: 'Mars/Olympus' }))
      .expect(400);
    expect(zone.body.message).toBe('Time zone must be an IANA name like Europe/Berlin');
  });
});

describe('quiet hours (identity notification preferences)', () => {
  const hhmm = (date: Date) => date.toISOString().slice(11, 16);

  it('holds a normal alert whose show time falls in quiet hours until they end; urgent ones are not held', async () => {
    const family = await signUpFamily(identity.app, { familyName: 'Quiet family' });
    const sleeper = (await addMember(identity.app, family.caller, { role: 'parent', name: 'Sleepy' })).caller;
    const now = new Date();
    const end = new Date(Math.ceil((now.getTime() + 60 * 60_000) / 60_000) * 60_000);
    await setQuietHours(sleeper, {
      enabled: true,
      start: hhmm(new Date(now.getTime() - 60 * 60_000)),
      end: hhmm(end),
    });
    await setQuietHours(family.caller, { enabled: false });

    const water = await raise(family.caller, {
      domain: 'wellness',
      dedupeKey: 'water-reminder:2026-11-22T10',
      recipientIds: [sleeper.userId, family.caller.userId],
      title: 'Time for a glass of water',
      target: { type: 'water-goal', id: 1 },
    });
    const held = water.alerts.find((a) => a.userId === sleeper.userId)!;
    expect(held).toMatchObject({ heldForQuietHours: true, showFrom: end.toISOString() });
    expect(water.alerts.find((a) => a.userId === family.caller.userId)).toMatchObject({
      heldForQuietHours: false,
    });
    expect(ofTarget(await activeAlerts(sleeper), 'water-goal', 1)).toHaveLength(0);
    expect(ofTarget(await activeAlerts(family.caller), 'water-goal', 1)).toHaveLength(1);

    const dose = await raise(family.caller, {
      domain: 'wellness',
      dedupeKey: 'dose-missed:3:2026-11-22T08:00',
      recipientIds: [sleeper.userId],
      title: 'Dose not logged',
      priority: 'urgent',
      target: { type: 'medication', id: 3 },
    });
    expect(dose.alerts[0].heldForQuietHours).toBe(false);
    expect(ofTarget(await activeAlerts(sleeper), 'medication', 3)).toHaveLength(1);
  });

  it("uses the defaults 22:00–07:00 for a member who never saved, read in the call's time zone", async () => {
    const family = await signUpFamily(identity.app, { familyName: 'Default quiet family' });
    const reminder = (showFrom: string, timeZone?: string) =>
      raise(family.caller, {
        domain: 'school',
        dedupeKey: `school-event-reminder:1:${showFrom}:${timeZone ?? ''}`,
        recipientIds: [family.caller.userId],
        title: 'Concert tomorrow',
        target: { type: 'school-event', id: 1 },
        showFrom,
        ...(timeZone && { timeZone }),
      });

    expect((await reminder('2030-05-10T23:00:00Z')).alerts[0]).toMatchObject({
      heldForQuietHours: true,
      showFrom: '2030-05-11T07:00:00.000Z',
    });
    expect((await reminder('2030-05-10T18:00:00Z')).alerts[0]).toMatchObject({
      heldForQuietHours: false,
      showFrom: '2030-05-10T18:00:00.000Z',
    });
    // 03:30 UTC is 23:30 in New York (EDT, UTC-4): quiet until 07:00 New York time = 11:00 UTC.
    expect((await reminder('2030-05-11T03:30:00Z', 'America/New_York')).alerts[0]).toMatchObject({
      heldForQuietHours: true,
      showFrom: '2030-05-11T11:00:00.000Z',
    });
  });
});

describe('POST /internal/alerts/clear', () => {
  it("clears the domain's alerts by dedupe key, key prefix or target, in the caller's family only", async () => {
    const reminders = [1, 2].map((n) =>
      documentDue({
        dedupeKey: `document-reminder:40:${n}`,
        target: { type: 'school-document', id: 40 },
        recipientIds: [child.userId],
      }),
    );
    for (const body of reminders) await raise(parent, body);
    await raise(
      parent,
      documentDue({ dedupeKey: 'document-due:41', target: { type: 'school-document', id: 41 } }),
    );
    // Another domain's alert under the same key is its own.
    await raise(
      parent,
      documentDue({
        domain: 'home',
        dedupeKey: 'document-reminder:40:1',
        target: { type: 'chore-assignment', id: 40 },
      }),
    );

    const strangerClear = await as(stranger)
      .post('/internal/alerts/clear')
      .send({ domain: 'school', dedupeKeyPrefix: 'document-' })
      .expect(200);
    expect(strangerClear.body).toEqual({ cleared: 0 });
    expect(ofTarget(await activeAlerts(child), 'school-document', 40)).toHaveLength(2);

    const byKey = await as(parent)
      .post('/internal/alerts/clear')
      .send({ domain: 'school', dedupeKey: 'document-reminder:40:1' })
      .expect(200);
    expect(byKey.body).toEqual({ cleared: 1 });
    const byPrefix = await as(parent)
      .post('/internal/alerts/clear')
      .send({ domain: 'school', dedupeKeyPrefix: 'document-reminder:40:' })
      .expect(200);
    expect(byPrefix.body).toEqual({ cleared: 1 });
    expect(ofTarget(await activeAlerts(child), 'school-document', 40)).toHaveLength(0);
    expect(ofTarget(await activeAlerts(child), 'chore-assignment', 40)).toHaveLength(1);

    const byTarget = await as({ service: 'school', familyId: parent.familyId })
      .post('/internal/alerts/clear')
      .send({ domain: 'school', target: { type: 'school-document', id: 41 }, recipientIds: [child.userId] })
      .expect(200);
    expect(byTarget.body).toEqual({ cleared: 1 });
    expect(ofTarget(await activeAlerts(child), 'school-document', 41)).toHaveLength(0);
    expect(ofTarget(await activeAlerts(parent), 'school-document', 41)).toHaveLength(1);
  });

  it('needs exactly one way to choose', async () => {
    const both = await as(parent)
      .post('/internal/alerts/clear')
      .send({ domain: 'school', dedupeKey: 'a', target: { type: 'homework', id: 1 } })
      .expect(400);
    expect(both.body.message).toBe('Name exactly one of dedupeKey, dedupeKeyPrefix or target');
    await as(parent).post('/internal/alerts/clear').send({ domain: 'school' }).expect(400);
  });
});

describe('worded alerts (issue #35)', () => {
  // The member's language, as the gateway signs it into the caller from identity's users.language.
  const inSpanish = (member: Caller): Caller => ({ ...member, language: 'es' });
  const worded = (date: string, withDescription = true): RaiseAlertsBody =>
    documentDue({
      dedupeKey: 'document-due:40',
      target: { type: 'school-document', id: 40 },
      title: `Field trip is due on ${date}`,
      description: 'Permission Slip: mark it submitted once it is handed in.',
      wording: {
        // The document's title ("Field trip") is family data; "Permission Slip" is a word of ours.
        title: { text: '{title} is due on {date}', params: { title: 'Field trip', date: { date } } },
        ...(withDescription
          ? {
              description: {
                text: '{type}: mark it submitted once it is handed in.',
                params: { type: { phrase: 'Permission Slip' } },
              },
            }
          : {}),
      },
    });

  beforeAll(() => apiMessagesReady());

  it("stores a domain's wording and writes it in each reader's language, the family's words as typed", async () => {
    await raise({ service: 'school', familyId: parent.familyId }, worded('2026-12-01'));
    const [spanish] = ofTarget(await activeAlerts(inSpanish(child)), 'school-document', 40);
    expect(spanish).toMatchObject({
      title: 'Field trip se entrega el 1 dic 2026',
      description: 'Autorización: márcalo como entregado cuando se entregue.',
    });
    // English is rendered from the wording too: the date written as the screens write it.
    const [english] = ofTarget(await activeAlerts(parent), 'school-document', 40);
    expect(english).toMatchObject({
      title: 'Field trip is due on Dec 1, 2026',
      description: 'Permission Slip: mark it submitted once it is handed in.',
    });
    // Raised again with a new date and no worded description: reworded, and the stored description shown as it is.
    await raise(
      { service: 'school', familyId: parent.familyId },
      { ...worded('2026-12-03', false), description: 'Zoo' },
    );
    expect(ofTarget(await activeAlerts(inSpanish(child)), 'school-document', 40)[0]).toMatchObject({
      title: 'Field trip se entrega el 3 dic 2026',
      description: 'Zoo',
    });
  });

  it('shows an alert raised without wording as stored, in every language', async () => {
    await raise(
      { service: 'school', familyId: parent.familyId },
      documentDue({ dedupeKey: 'document-due:41', target: { type: 'school-document', id: 41 } }),
    );
    expect(ofTarget(await activeAlerts(inSpanish(child)), 'school-document', 41)[0]).toMatchObject({
      title: 'Permission slip due tomorrow',
      description: 'Zoo trip permission slip',
    });
  });

  it('refuses a wording whose placeholder has no value', async () => {
    const res = await as({ service: 'school', familyId: parent.familyId })
      .post('/internal/alerts')
      .send(documentDue({ wording: { title: { text: '{title} is due today' } } }))
      .expect(400);
    expect(res.body.message).toBe('Every placeholder of a wording text needs a value');
  });
});
