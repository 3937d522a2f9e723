import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { DigestPreview } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { signedClient } from '@familyhub/server-kit/testing';
// A real cross-service test: identity's digest job asks the running domain services what is planned, and emails it.
import { addMember, signUpFamily, startIdentityServer } from '@familyhub/identity-service/testing';
import { startDomainServers, type DomainServers } from '../../testing/domain-servers';

const SETUP_TIMEOUT_MS = 180_000;
type Identity = Awaited<ReturnType<typeof startIdentityServer>>;

let identity: Identity;
let domains: DomainServers;
let smtp: SMTPServer;
let parent: Caller;
let child: Caller;
const received: ParsedMail[] = [];
// Tuesday 1 December 2026, 07:05 UTC: just after the family's digest hour.
let now = new Date('2026-12-01T07:05:00Z');

async function digestPrefs(member: Caller, email: string) {
  const current = await signedClient(identity.app, member)
    .get(`/api/users/${member.userId}/notification-preferences`)
    .expect(200);
  await signedClient(identity.app, member)
    .post(`/api/users/${member.userId}/notification-preferences`)
    .send({
      ...current.body,
      digestEnabled: true,
      digestFrequency: 'daily',
      digestHour: 7,
      timeZone: 'UTC',
      emailAddress: email,
      quietHoursEnabled: false,
    })
    .expect(200);
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      void simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  domains = await startDomainServers();
  identity = await startIdentityServer({
    notifications: {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'FamilyHub <hub@example.test>',
      publicUrl: 'https://hub.example.test',
      clock: () => now,
    },
  });
  process.env.IDENTITY_URL = identity.url;
  parent = (await signUpFamily(identity.app, { familyName: 'Digest family' })).caller;
  child = (await addMember(identity.app, parent, { role: 'child', name: 'Kim' })).caller;
  await digestPrefs(parent, 'alex@example.test');
  await digestPrefs(child, 'kim@example.test');

  const planning = (caller: Caller) => signedClient(domains.apps.planning, caller);
  await planning(parent)
    .post('/api/events')
    .send({ title: 'Dentist', startAt: '2026-12-01T09:00:00.000Z', endAt: '2026-12-01T10:00:00.000Z' })
    .expect(201);
  await planning(parent)
    .post('/api/events')
    .send({ title: 'Next week', startAt: '2026-12-08T09:00:00.000Z' })
    .expect(201);
  await planning(parent)
    .post('/api/tasks')
    .send({ title: 'Pay the piano teacher', dueDate: '2026-12-01', assignedToId: parent.userId })
    .expect(201);
  await planning(parent)
    .post('/api/tasks')
    .send({ title: 'Pack the swim bag', dueDate: '2026-12-01', assignedToId: child.userId })
    .expect(201);
  // Money's bills are for those who see the finances: the admin, never the child.
  await signedClient(domains.apps.money, parent)
    .post('/api/bills')
    .send({ title: 'Electricity', amountCents: 8420, dueDate: '2026-12-01', isRecurring: false })
    .expect(201);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await identity.close();
  await domains.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
}, SETUP_TIMEOUT_MS);

const digestTo = (address: string) =>
  received.filter(
    (mail) => JSON.stringify(mail.to).includes(address) && mail.subject?.startsWith('Your FamilyHub'),
  );

describe('the daily digest', () => {
  it('previews the caller’s next digest with what concerns them', async () => {
    const res = await signedClient(identity.app, parent).get('/api/notifications/digest/preview').expect(200);
    const preview = res.body as DigestPreview;
    expect(preview).toMatchObject({
      frequency: 'daily',
      sendAt: '2026-12-01T07:00:00.000Z',
      subject: 'Your FamilyHub day: Tuesday 1 December',
      unavailable: [],
    });
    expect(preview.sections.map((s) => [s.title, s.items.map((i) => [i.when, i.text])])).toEqual([
      ['Events', [['09:00', 'Dentist']]],
      // A parent sees what is due for the children too.
      [
        'Tasks',
        [
          [null, 'Pay the piano teacher'],
          [null, 'Pack the swim bag'],
        ],
      ],
      ['Bills', [[null, 'Pay Electricity — 84.20']]],
    ]);
  });

  it('emails each member their own digest once, at their hour, with the unsubscribe header', async () => {
    expect(await identity.app.runDigest()).toEqual({ members: 2, queued: 2 });
    await identity.app.sendNotifications();
    const [mail] = digestTo('alex@example.test');
    expect(mail.subject).toBe('Your FamilyHub day: Tuesday 1 December');
    expect(mail.text).toContain('EVENTS\n- 09:00: Dentist');
    expect(mail.text).toContain('- Pay the piano teacher');
    expect(mail.text).toContain('- Pack the swim bag');
    expect(mail.text).not.toContain('Next week');
    expect(mail.headerLines.some((h) => h.key === 'list-unsubscribe-post')).toBe(true);
    const [kims] = digestTo('kim@example.test');
    expect(kims.text).toContain('- Pack the swim bag');
    expect(kims.text).not.toContain('piano');
    expect(kims.text).not.toContain('Electricity');

    // The job runs every minute: the same day's digest is never queued again.
    now = new Date('2026-12-01T07:06:00Z');
    expect(await identity.app.runDigest()).toEqual({ members: 0, queued: 0 });
    // Before the hour on the next day nothing is due; at it, the next day's is.
    now = new Date('2026-12-02T06:59:00Z');
    expect(await identity.app.runDigest()).toEqual({ members: 0, queued: 0 });
  });

  it('says which domain did not answer, and still sends the rest', async () => {
    domains.takeDown('planning');
    try {
      now = new Date('2026-12-01T12:00:00Z');
      const res = await signedClient(identity.app, parent)
        .get('/api/notifications/digest/preview')
        .expect(200);
      expect((res.body as DigestPreview).unavailable).toEqual(['Planning']);
      expect((res.body as DigestPreview).text).toContain('Planning did not answer: their items are missing.');
    } finally {
      domains.restore();
    }
  });
});
