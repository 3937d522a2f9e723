import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Caller } from '@familyhub/server-kit';
import { signedClient, TEST_INTERNAL_KEY } from '@familyhub/server-kit/testing';
// A real cross-service test: planning hands due alerts to a running identity, which emails them over SMTP.
import { addMember, signUpFamily, startIdentityServer } from '@familyhub/identity-service/testing';
import {
  identityAlertHandOver,
  identityEventNotice,
  setupPlanningApi,
  SETUP_TIMEOUT_MS,
} from '@familyhub/planning-service/testing';

type Identity = Awaited<ReturnType<typeof startIdentityServer>>;

let identity: Identity;
let parent: Caller;
let smtp: SMTPServer;
const received: { mail: ParsedMail; at: number }[] = [];
const previousIdentityUrl = process.env.IDENTITY_URL;
const planning = setupPlanningApi({
  handOver: identityAlertHandOver(TEST_INTERNAL_KEY),
  notifyEvent: identityEventNotice(TEST_INTERNAL_KEY),
});

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      void simpleParser(stream).then((mail) => {
        received.push({ mail, at: Date.now() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  identity = await startIdentityServer({
    notifications: {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'FamilyHub <hub@example.test>',
      publicUrl: 'https://hub.example.test',
    },
  });
  process.env.IDENTITY_URL = identity.url;
  parent = (await signUpFamily(identity.app, { familyName: 'Notified family', email: 'alex@example.test' }))
    .caller;
  // These tests run at any hour: quiet hours are off (identity's own tests hold alerts through them).
  const prefs = await signedClient(identity.app, parent)
    .get(`/api/users/${parent.userId}/notification-preferences`)
    .expect(200);
  await signedClient(identity.app, parent)
    .post(`/api/users/${parent.userId}/notification-preferences`)
    .send({ ...prefs.body, quietHoursEnabled: false })
    .expect(200);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  process.env.IDENTITY_URL = previousIdentityUrl;
  await identity.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
}, SETUP_TIMEOUT_MS);

async function waitForMail(subject: string, timeoutMs = 5_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const found = received.find((r) => r.mail.subject === subject);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return undefined;
}

const raise = (title: string, extra: Record<string, unknown> = {}) =>
  planning
    .as({ service: 'wellness', familyId: parent.familyId })
    .post('/internal/alerts')
    .send({
      domain: 'wellness',
      dedupeKey: `dose:${title.replace(/\W+/g, '-')}`,
      recipientIds: [parent.userId],
      title,
      priority: 'urgent',
      target: { type: 'medication', id: 4 },
      ...extra,
    })
    .expect(200);

describe('an alert raised by a domain', () => {
  it('reaches the member by email within 5 seconds, once, linking to its screen', async () => {
    const started = Date.now();
    await raise('Missed dose: Amoxicillin 8:00');
    const arrived = await waitForMail('FamilyHub: Missed dose: Amoxicillin 8:00');
    expect(arrived).toBeDefined();
    expect(arrived!.at - started).toBeLessThan(5_000);
    expect(arrived!.mail.text).toContain('https://hub.example.test/wellness?focus=4');
    // Raising it again (the domain's job runs again) and the job's own pass send nothing more.
    await raise('Missed dose: Amoxicillin 8:00');
    await planning.app().notifyAlerts();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      received.filter((r) => r.mail.subject === 'FamilyHub: Missed dose: Amoxicillin 8:00'),
    ).toHaveLength(1);
  });

  it('waits for its show time when raised ahead, and is never sent when cleared before', async () => {
    const inASecond = new Date(Date.now() + 1_000).toISOString();
    await raise('Dose due: Vitamin D', { showFrom: inASecond });
    await raise('Dose due: Iron', { showFrom: inASecond });
    await planning
      .as({ service: 'wellness', familyId: parent.familyId })
      .post('/internal/alerts/clear')
      .send({ domain: 'wellness', dedupeKey: 'dose:Dose-due-Iron' })
      .expect(200);
    await planning.app().notifyAlerts();
    expect(received.some((r) => r.mail.subject === 'FamilyHub: Dose due: Vitamin D')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await planning.app().notifyAlerts();
    expect(await waitForMail('FamilyHub: Dose due: Vitamin D')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received.some((r) => r.mail.subject === 'FamilyHub: Dose due: Iron')).toBe(false);
  });

  it('is raised for an event within the hour by the job, with nobody reading, and emailed', async () => {
    const inMinutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
    await planning
      .as(parent)
      .post('/api/events')
      .send({ title: 'Dentist', startAt: inMinutes(30), endAt: inMinutes(60) })
      .expect(201);
    expect(await planning.app().raiseEventReminders()).toMatchObject({ families: 1 });
    expect(await waitForMail('FamilyHub: Starting soon: Dentist')).toBeDefined();
  });
});

describe('someone adding to the shopping list', () => {
  it('is sent only to the members who asked for it, never to the one who added', async () => {
    const kim = (await addMember(identity.app, parent, { role: 'child', name: 'Kim' })).caller;
    const prefs = await signedClient(identity.app, kim)
      .get(`/api/users/${kim.userId}/notification-preferences`)
      .expect(200);
    expect(prefs.body.categoryChannels.shopping).toEqual([]);
    await signedClient(identity.app, kim)
      .post(`/api/users/${kim.userId}/notification-preferences`)
      .send({
        ...prefs.body,
        quietHoursEnabled: false,
        emailAddress: 'kim@example.test',
        categoryChannels: { ...prefs.body.categoryChannels, shopping: ['email'] },
      })
      .expect(200);
    await planning.as(parent).post('/api/shopping-items').send({ name: 'Milk' }).expect(201);
    const arrived = await waitForMail('FamilyHub: Added to the shopping list: Milk');
    expect(arrived).toBeDefined();
    expect(JSON.stringify(arrived!.mail.to)).toContain('kim@example.test');
    expect(arrived!.mail.text).toContain('By Alex Parent');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      received.filter((r) => r.mail.subject === 'FamilyHub: Added to the shopping list: Milk'),
    ).toHaveLength(1);
  });
});
