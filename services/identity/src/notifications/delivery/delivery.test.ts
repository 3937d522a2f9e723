import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { NotifyAlertsBody } from '@familyhub/contracts';
import { apiMessagesReady, metricsOf } from '@familyhub/server-kit';
import { signedClient, TEST_FIELD_KEY, TEST_INTERNAL_KEY } from '@familyhub/server-kit/testing';
import { createApp, type IdentityApp } from '../../app';
import {
  addMember,
  createIdentityUnderTest,
  ensurePlatformOperator,
  identityUsers,
  resolveCaller,
  sessionTokenFrom,
  signUpFamily,
  type IdentityUnderTest,
} from '../../testing';

const SETUP_TIMEOUT_MS = 120_000;

/** A real SMTP server: every message it accepts, parsed; `reject` makes it answer the next DATA with a code. */
async function startSmtp() {
  const received: ParsedMail[] = [];
  const rejections: { code: number; message: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const rejection = rejections.shift();
        if (rejection) {
          const error = Object.assign(new Error(rejection.message), { responseCode: rejection.code });
          callback(error);
          return;
        }
        void simpleParser(Buffer.concat(chunks)).then((mail) => {
          received.push(mail);
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    reject: (code: number, message: string) => rejections.push({ code, message }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header as the message carries it (mailparser's map leaves some out). */
const headerOf = (mail: ParsedMail, key: string) =>
  mail.headerLines
    .find((h) => h.key === key)
    ?.line.slice(key.length + 1)
    .trim();

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let identity: IdentityUnderTest;
let now = new Date('2026-11-30T12:00:00Z');
const app = () => identity.app as IdentityApp;

beforeAll(async () => {
  smtp = await startSmtp();
  identity = await createIdentityUnderTest({
    notifications: {
      smtpUrl: smtp.url,
      mailFrom: 'FamilyHub <hub@example.test>',
      publicUrl: 'https://hub.example.test',
      clock: () => now,
    },
  });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await identity.close();
  await smtp.close();
}, SETUP_TIMEOUT_MS);
beforeEach(() => {
  now = new Date('2026-11-30T12:00:00Z');
  smtp.received.length = 0;
});

let nextAlertId = 1;
type AlertIn = NotifyAlertsBody['alerts'][number];
function alert(userId: number, change: Partial<AlertIn> = {}): AlertIn {
  return {
    alertId: nextAlertId++,
    userId,
    domain: 'planning',
    title: 'Take out the recycling',
    description: 'Assigned to you by Alex',
    priority: 'normal',
    targetType: 'task',
    targetId: 12,
    showFrom: now.toISOString(),
    ...change,
  };
}

/** Planning handing identity the alerts now due, as the signed service acting for the family. */
const handOver = (familyId: number, alerts: AlertIn[], service = 'planning') =>
  signedClient(identity.app, { service, familyId }).post('/internal/notifications/alerts').send({ alerts });

async function familyWithEmail(prefs: Record<string, unknown> = {}) {
  const family = await signUpFamily(identity.app);
  await signedClient(identity.app, family.caller)
    .post(`/api/users/${family.caller.userId}/notification-preferences`)
    .send({
      emailEnabled: true,
      smsEnabled: false,
      telegramEnabled: false,
      voiceEnabled: false,
      digestEnabled: false,
      digestFrequency: 'daily',
      urgentAlertEnabled: true,
      taskNotifications: true,
      eventNotifications: true,
      messageNotifications: true,
      choreNotifications: true,
      quietHoursEnabled: true,
      quietHoursStart: '22:00',
      quietHoursEnd: '07:00',
      emailAddress: `parent${family.caller.userId}@example.test`,
      pushEnabled: false,
      ...prefs,
    })
    .expect(200);
  return family;
}

const mailTo = (address: string) =>
  smtp.received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(address));

describe('an alert handed over by planning', () => {
  it('is emailed once with a link to the thing and one-click unsubscribe headers, and logged', async () => {
    const family = await familyWithEmail();
    const address = `parent${family.caller.userId}@example.test`;
    const one = alert(family.caller.userId);
    expect((await handOver(family.caller.familyId, [one]).expect(200)).body).toEqual({ queued: 1 });
    // Handed over again (planning retried): nothing more is queued.
    expect((await handOver(family.caller.familyId, [one]).expect(200)).body).toEqual({ queued: 0 });
    await app().sendNotifications();
    await app().sendNotifications();

    const mails = mailTo(address);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe('FamilyHub: Take out the recycling');
    expect(mail.from?.value).toEqual([{ name: 'FamilyHub', address: 'hub@example.test' }]);
    expect(mail.text).toContain('Assigned to you by Alex');
    expect(mail.text).toContain('https://hub.example.test/tasks?focus=12');
    expect(mail.html).toContain('href="https://hub.example.test/tasks?focus=12"');
    expect(headerOf(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = headerOf(mail, 'list-unsubscribe');
    expect(unsubscribe).toMatch(
      /<https:\/\/hub\.example\.test\/api\/notifications\/unsubscribe\?token=[^>]+>/,
    );

    const history = await signedClient(identity.app, family.caller).get('/api/notifications').expect(200);
    expect(history.body.items).toEqual([
      expect.objectContaining({
        type: 'tasks',
        channel: 'email',
        status: 'sent',
        content: 'Take out the recycling',
        attempt: 1,
        targetType: 'task',
        targetId: 12,
      }),
    ]);
  });

  it('is written in the member’s own language, with what they typed left as they typed it (issue #35)', async () => {
    const family = await familyWithEmail();
    await signedClient(identity.app, family.caller)
      .put('/api/users/me/language')
      .send({ language: 'es', hourCycle: 'auto', weekStart: 'auto', dateOrder: 'auto' })
      .expect(200);
    const address = `parent${family.caller.userId}@example.test`;
    await handOver(family.caller.familyId, [alert(family.caller.userId)]).expect(200);
    await app().sendNotifications();

    const [mail] = mailTo(address);
    expect(mail.subject).toBe('FamilyHub: Take out the recycling');
    expect(mail.text).toContain(`Hola, ${family.session.user.name}:`);
    expect(mail.text).toContain('Abrir en FamilyHub: https://hub.example.test/tasks?focus=12');
    expect(mail.text).toContain(
      'Recibes este correo porque tienes activadas las notificaciones de FamilyHub sobre tareas.',
    );
    expect(mail.text).toContain(
      'Dejar de recibir tareas: https://hub.example.test/api/notifications/unsubscribe',
    );
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('>Abrir en FamilyHub</a>');
    expect(mail.text).not.toContain('Open in FamilyHub');
  });

  it('writes a worded alert in each recipient’s language, the family’s words as typed (issue #35)', async () => {
    await apiMessagesReady();
    // "Homework" is a word the catalogue translates; as the task's title it is the family's and stays.
    const worded = (userId: number) =>
      alert(userId, {
        title: 'New task for you: Homework',
        description: 'Due Nov 23, 2026',
        wording: {
          title: { text: 'New task for you: {title}', params: { title: 'Homework' } },
          description: { text: 'Due {date}', params: { date: { date: '2026-11-23' } } },
        },
      });
    const spanish = await familyWithEmail();
    await signedClient(identity.app, spanish.caller)
      .put('/api/users/me/language')
      .send({ language: 'es', hourCycle: 'auto', weekStart: 'auto', dateOrder: 'auto' })
      .expect(200);
    const english = await familyWithEmail();
    await handOver(spanish.caller.familyId, [worded(spanish.caller.userId)]).expect(200);
    await handOver(english.caller.familyId, [worded(english.caller.userId)]).expect(200);
    await app().sendNotifications();

    const [toSpanish] = mailTo(`parent${spanish.caller.userId}@example.test`);
    expect(toSpanish.subject).toBe('FamilyHub: Nueva tarea para ti: Homework');
    expect(toSpanish.text).toContain('Nueva tarea para ti: Homework\n\nVence el 23 nov 2026');
    expect(toSpanish.html).toContain('>Nueva tarea para ti: Homework</h1>');
    const [toEnglish] = mailTo(`parent${english.caller.userId}@example.test`);
    expect(toEnglish.subject).toBe('FamilyHub: New task for you: Homework');
    expect(toEnglish.text).toContain('New task for you: Homework\n\nDue Nov 23, 2026');
    // The member's history shows what was sent to them.
    const history = await signedClient(identity.app, spanish.caller).get('/api/notifications').expect(200);
    expect(history.body.items).toEqual([
      expect.objectContaining({ content: 'Nueva tarea para ti: Homework', status: 'sent' }),
    ]);
  });

  it("one-click unsubscribe turns that category's email off without a session, and nothing more is sent", async () => {
    const family = await familyWithEmail();
    const address = `parent${family.caller.userId}@example.test`;
    await handOver(family.caller.familyId, [alert(family.caller.userId)]).expect(200);
    await app().sendNotifications();
    const line = headerOf(mailTo(address)[0], 'list-unsubscribe')!;
    const url = new URL(/<([^>]+)>/.exec(line)![1]);

    // The page the link opens asks first (a link scanner's GET changes nothing).
    const page = await signedClient(identity.app, null)
      .get(url.pathname + url.search)
      .expect(200);
    expect(page.text).toContain('Stop getting tasks by email?');
    // The mail client's one-click POST (RFC 8058), no session.
    const res = await signedClient(identity.app, null)
      .post(url.pathname + url.search)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(res.body).toEqual({
      category: 'tasks',
      channel: 'email',
      message: 'You will no longer get tasks by email. Turn it back on in Settings › Notifications.',
    });
    const prefs = await signedClient(identity.app, family.caller)
      .get(`/api/users/${family.caller.userId}/notification-preferences`)
      .expect(200);
    expect(prefs.body.categoryChannels.tasks).not.toContain('email');
    expect(prefs.body.categoryChannels.events).toContain('email');

    expect((await handOver(family.caller.familyId, [alert(family.caller.userId)]).expect(200)).body).toEqual({
      queued: 0,
    });
    expect(
      (
        await handOver(family.caller.familyId, [
          alert(family.caller.userId, { targetType: 'event', title: 'Dentist in 1 hour' }),
        ]).expect(200)
      ).body,
    ).toEqual({ queued: 1 });

    // A token altered by one character is refused.
    const forged = url.search.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const bad = await signedClient(identity.app, null)
      .post(url.pathname + forged)
      .expect(400);
    expect(bad.body.message).toMatch(/not valid/);
  });

  it('sends an @mention (issue #32) as a message, by the Messages preferences, linking to its conversation', async () => {
    const family = await familyWithEmail();
    const address = `parent${family.caller.userId}@example.test`;
    const mention = (userId: number) =>
      alert(userId, {
        title: 'Sam Rivera mentioned you',
        description: '@alex can you drive?',
        targetType: 'conversation',
        targetId: 41,
      });
    expect(
      (await handOver(family.caller.familyId, [mention(family.caller.userId)]).expect(200)).body,
    ).toEqual({
      queued: 1,
    });
    await app().sendNotifications();
    const [mail] = mailTo(address);
    expect(mail.subject).toBe('FamilyHub: Sam Rivera mentioned you');
    expect(mail.text).toContain('https://hub.example.test/messages?focus=41');
    const history = await signedClient(identity.app, family.caller).get('/api/notifications').expect(200);
    expect(history.body.items).toEqual([
      expect.objectContaining({
        type: 'messages',
        channel: 'email',
        targetType: 'conversation',
        targetId: 41,
      }),
    ]);

    // A member who turned message notifications off gets no mention outside the app; a task still goes.
    const quiet = await familyWithEmail({ messageNotifications: false });
    const res = await handOver(quiet.caller.familyId, [
      mention(quiet.caller.userId),
      alert(quiet.caller.userId),
    ]).expect(200);
    expect(res.body).toEqual({ queued: 1 });
    await app().sendNotifications();
    expect(mailTo(`parent${quiet.caller.userId}@example.test`).map((m) => m.subject)).toEqual([
      'FamilyHub: Take out the recycling',
    ]);
  });

  it("sends nothing for a member of another family, and the family's own still go", async () => {
    const family = await familyWithEmail();
    const other = await familyWithEmail();
    const res = await handOver(family.caller.familyId, [
      alert(other.caller.userId, { title: 'Not theirs' }),
      alert(family.caller.userId, { title: 'Theirs' }),
    ]).expect(200);
    expect(res.body).toEqual({ queued: 1 });
    await app().sendNotifications();
    expect(mailTo(`parent${other.caller.userId}@example.test`)).toHaveLength(0);
    expect(mailTo(`parent${family.caller.userId}@example.test`).map((m) => m.subject)).toEqual([
      'FamilyHub: Theirs',
    ]);
  });

  it('is not sent to a member removed from the family before it went out', async () => {
    const family = await familyWithEmail();
    const child = await addMember(identity.app, family.caller);
    await signedClient(identity.app, family.caller)
      .post(`/api/users/${child.member.id}/notification-preferences`)
      .send({
        ...(
          await signedClient(identity.app, family.caller).get(
            `/api/users/${child.member.id}/notification-preferences`,
          )
        ).body,
        emailAddress: 'sam@example.test',
        userId: undefined,
      })
      .expect(200);
    await handOver(family.caller.familyId, [
      alert(child.member.id, { showFrom: new Date(now.getTime() + 60_000).toISOString() }),
    ]).expect(200);
    // Member removal (which also asks every domain to forget the member) ends by deleting the user row.
    await identity.database.db.delete(identityUsers).where(eq(identityUsers.id, child.member.id));
    now = new Date(now.getTime() + 120_000);
    await app().sendNotifications();
    expect(mailTo('sam@example.test')).toHaveLength(0);
  });
});

describe('quiet hours', () => {
  it('hold a normal alert until they end in the member’s zone, across a DST change; urgent ones go at once', async () => {
    const family = await familyWithEmail({ timeZone: 'America/New_York' });
    const address = `parent${family.caller.userId}@example.test`;
    // Saturday 7 March 2026, 22:30 EST: quiet. Clocks go forward that night, so 07:00 is EDT (11:00 UTC).
    now = new Date('2026-03-08T03:30:00Z');
    await handOver(family.caller.familyId, [
      alert(family.caller.userId, { title: 'Normal one', showFrom: now.toISOString() }),
      alert(family.caller.userId, {
        title: 'Missed dose',
        priority: 'urgent',
        domain: 'wellness',
        targetType: 'medication',
        showFrom: now.toISOString(),
      }),
    ]).expect(200);
    await app().sendNotifications();
    expect(mailTo(address).map((m) => m.subject)).toEqual(['FamilyHub: Missed dose']);

    now = new Date('2026-03-08T10:59:00Z');
    await app().sendNotifications();
    expect(mailTo(address)).toHaveLength(1);
    now = new Date('2026-03-08T11:00:00Z');
    await app().sendNotifications();
    expect(mailTo(address).map((m) => m.subject)).toEqual([
      'FamilyHub: Missed dose',
      'FamilyHub: Normal one',
    ]);
  });

  it('hold urgent ones too when the member did not let them through', async () => {
    const family = await familyWithEmail({ urgentBreaksQuietHours: false });
    now = new Date('2026-11-30T23:00:00Z');
    await handOver(family.caller.familyId, [
      alert(family.caller.userId, { priority: 'urgent', showFrom: now.toISOString() }),
    ]).expect(200);
    await app().sendNotifications();
    expect(mailTo(`parent${family.caller.userId}@example.test`)).toHaveLength(0);
  });
});

describe('several instances', () => {
  it('send each notification exactly once when two senders run at the same time on one database', async () => {
    const family = await familyWithEmail();
    const address = `parent${family.caller.userId}@example.test`;
    // A second identity instance on the same database, as a scaled-out deployment runs it.
    const second = createApp({
      db: identity.database.db,
      internalKey: TEST_INTERNAL_KEY,
      fieldKey: TEST_FIELD_KEY,
      demo: { enabled: false, username: 'demo' },
      operator: null,
      notifications: {
        smtpUrl: smtp.url,
        mailFrom: 'FamilyHub <hub@example.test>',
        publicUrl: 'https://hub.example.test',
        clock: () => now,
      },
    });
    const many = Array.from({ length: 120 }, (_, i) => alert(family.caller.userId, { title: `Chore ${i}` }));
    // Queue without the hand-over's own immediate send, then let both instances race for the rows.
    for (let i = 0; i < many.length; i += 40) {
      await handOver(family.caller.familyId, many.slice(i, i + 40)).expect(200);
    }
    await Promise.all([app().sendNotifications(), second.sendNotifications(), app().sendNotifications()]);
    await Promise.all([app().sendNotifications(), second.sendNotifications()]);
    const subjects = mailTo(address).map((m) => m.subject);
    expect(subjects).toHaveLength(120);
    expect(new Set(subjects).size).toBe(120);
  });
});

describe('failures', () => {
  it('retries a transient SMTP failure with backoff, and gives up a permanent one at once', async () => {
    const family = await familyWithEmail();
    const address = `parent${family.caller.userId}@example.test`;
    smtp.reject(451, 'Try again later');
    await handOver(family.caller.familyId, [alert(family.caller.userId, { title: 'Retried' })]).expect(200);
    await app().sendNotifications();
    expect(mailTo(address)).toHaveLength(0);
    now = new Date(now.getTime() + 29_000);
    await app().sendNotifications();
    expect(mailTo(address)).toHaveLength(0);
    now = new Date(now.getTime() + 2_000);
    await app().sendNotifications();
    expect(mailTo(address).map((m) => m.subject)).toEqual(['FamilyHub: Retried']);

    smtp.reject(550, 'No such mailbox');
    await handOver(family.caller.familyId, [alert(family.caller.userId, { title: 'Bounced' })]).expect(200);
    await app().sendNotifications();
    now = new Date(now.getTime() + 3_600_000);
    await app().sendNotifications();
    const history = (await signedClient(identity.app, family.caller).get('/api/notifications').expect(200))
      .body.items;
    expect(
      history.map((h: { content: string; status: string; attempt: number }) => [
        h.content,
        h.status,
        h.attempt,
      ]),
    ).toEqual([
      ['Bounced', 'failed', 1],
      ['Retried', 'sent', 2],
      ['Retried', 'pending', 1],
    ]);
  });
});

describe('POST /api/notifications/test', () => {
  it('sends the caller a test email now, even in quiet hours, and says how it went', async () => {
    const family = await familyWithEmail();
    now = new Date('2026-11-30T23:30:00Z');
    const res = await signedClient(identity.app, family.caller)
      .post('/api/notifications/test')
      .send({ channel: 'email' })
      .expect(200);
    expect(res.body).toMatchObject({
      status: 'sent',
      message: 'Sent by email.',
      log: { type: 'test', channel: 'email', status: 'sent' },
    });
    expect(mailTo(`parent${family.caller.userId}@example.test`).map((m) => m.subject)).toEqual([
      'FamilyHub: Test notification',
    ]);
    // Operators see the counts on /metrics.
    const counted = await metricsOf(identity.app)!.registry.getSingleMetricAsString(
      'notifications_sent_total',
    );
    expect(counted).toMatch(
      /notifications_sent_total\{channel="email",outcome="sent",service="identity"\} [1-9]/,
    );
  });

  it('explains a channel with nothing to send to, and refuses an unknown one', async () => {
    const family = await signUpFamily(identity.app);
    const push = await signedClient(identity.app, family.caller)
      .post('/api/notifications/test')
      .send({ channel: 'push' })
      .expect(200);
    expect(push.body.status).toBe('skipped');
    const bad = await signedClient(identity.app, family.caller)
      .post('/api/notifications/test')
      .send({ channel: 'pigeon' })
      .expect(400);
    expect(bad.body.message).toBe('Channel must be email, push or telegram');
  });
});

describe('the outbox (no SMTP_URL)', () => {
  let local: IdentityUnderTest;
  beforeAll(async () => {
    local = await createIdentityUnderTest({
      operatorTwoFactorRequired: false,
      notifications: { mailFrom: 'FamilyHub <hub@localhost>', publicUrl: 'http://localhost:4200' },
    });
    await ensurePlatformOperator(local.database.db, {
      username: 'operator',
      password: 'operator password 1',
      name: 'Olga Operator',
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => local.close(), SETUP_TIMEOUT_MS);

  it("keeps the email whole for the operator's console, and nobody else can read it", async () => {
    const family = await signUpFamily(local.app, { email: 'owner@example.test' });
    const res = await signedClient(local.app, family.caller)
      .post('/api/notifications/test')
      .send({ channel: 'email' })
      .expect(200);
    expect(res.body.message).toBe('Sent. No mail server is set up, so it is in the operator’s outbox.');

    await signedClient(local.app, family.caller).get('/api/platform/admin/outbox').expect(403);
    const signIn = await signedClient(local.app, null)
      .post('/api/auth/sign-in')
      .send({ username: 'operator', password: 'operator password 1' })
      .expect(200);
    const operator = await resolveCaller(local.app, sessionTokenFrom(signIn.headers['set-cookie']));
    const list = await signedClient(local.app, operator).get('/api/platform/admin/outbox').expect(200);
    const kept = list.body.items.find((item: { to: string }) => item.to === 'owner@example.test');
    expect(kept).toMatchObject({ subject: 'FamilyHub: Test notification' });
    const email = await signedClient(local.app, operator)
      .get(`/api/platform/admin/outbox/${kept.id}`)
      .expect(200);
    expect(email.body.text).toContain('http://localhost:4200/notifications');
    expect(email.body.html).toContain('Test notification');
    await signedClient(local.app, operator).get('/api/platform/admin/outbox/999999').expect(404);
  });
});
