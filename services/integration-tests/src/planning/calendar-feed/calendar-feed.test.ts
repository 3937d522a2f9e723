import { eq } from 'drizzle-orm';
import type { CalendarEvent, CalendarFeedStatus, CreatedCalendarFeed } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { signedClient } from '@familyhub/server-kit/testing';
// A real cross-service test: a public feed address is honoured only while its owner is in the family.
import {
  addMember,
  identityUsers,
  signUpFamily,
  startIdentityServer,
} from '@familyhub/identity-service/testing';
import { setupPlanningApi, SETUP_TIMEOUT_MS } from '@familyhub/planning-service/testing';

type Identity = Awaited<ReturnType<typeof startIdentityServer>>;

let identity: Identity;
let parent: Caller;
let child: Caller;
let stranger: Caller;
const previousIdentityUrl = process.env.IDENTITY_URL;
const { as } = setupPlanningApi();

afterAll(async () => {
  process.env.IDENTITY_URL = previousIdentityUrl;
  await identity.close();
}, SETUP_TIMEOUT_MS);

const DAY_MS = 86_400_000;
const soon = (days: number, hour = 9) => {
  const d = new Date(Date.now() + days * DAY_MS);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

async function createEvent(by: Caller, body: Record<string, unknown>): Promise<CalendarEvent> {
  const res = await as(by).post('/api/events').send(body).expect(201);
  return res.body as CalendarEvent;
}

/** The logical lines of an iCalendar text (folded lines joined back). */
const lines = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

let swimming: CalendarEvent;
let strangersParty: CalendarEvent;

beforeAll(async () => {
  identity = await startIdentityServer();
  process.env.IDENTITY_URL = identity.url;
  parent = (await signUpFamily(identity.app, { familyName: 'Feed family' })).caller;
  child = (await addMember(identity.app, parent, { role: 'child', name: 'Kim' })).caller;
  stranger = (await signUpFamily(identity.app, { familyName: 'Another family' })).caller;

  swimming = await createEvent(parent, {
    title: 'Swimming, lane 2',
    startAt: soon(3, 17),
    endAt: soon(3, 18),
    recurrence: 'weekly',
    recurrenceDays: ['monday', 'thursday'],
  });
  strangersParty = await createEvent(stranger, { title: 'Other family party', startAt: soon(4) });
});

describe('GET /internal/export/events.ics', () => {
  it("answers the signed caller's family calendar as text/calendar, with recurrence", async () => {
    const res = await as(child).get('/internal/export/events.ics').expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = res.text;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(lines(text)).toContain('SUMMARY:Swimming\\, lane 2');
    expect(lines(text)).toContain(`UID:event-${swimming.id}@familyhub`);
    expect(lines(text)).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,TH');
    expect(text).not.toContain('Other family party');
    expect(text).not.toContain(`UID:event-${strangersParty.id}@`);
  });

  it('refuses a call without a caller', async () => {
    await as(null).get('/internal/export/events.ics').expect(401);
  });
});

describe('private calendar feed', () => {
  it('is off until turned on; the address works without a session and carries the family events', async () => {
    const off = await as(child).get('/api/planning/calendar-feed').expect(200);
    expect(off.body).toEqual({
      enabled: false,
      createdAt: null,
      lastFetchedAt: null,
    } satisfies CalendarFeedStatus);

    const created = (await as(child).post('/api/planning/calendar-feed').expect(201))
      .body as CreatedCalendarFeed;
    expect(created).toMatchObject({ enabled: true, lastFetchedAt: null });
    expect(created.path).toMatch(/^\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);

    const feed = await as(null).get(created.path).expect(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(lines(feed.text)).toContain('SUMMARY:Swimming\\, lane 2');
    expect(lines(feed.text)).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,TH');
    // Another family's events never appear.
    expect(feed.text).not.toContain('Other family party');

    const status = (await as(child).get('/api/planning/calendar-feed').expect(200))
      .body as CalendarFeedStatus;
    expect(status.enabled).toBe(true);
    expect(status.createdAt).toBe(created.createdAt);
    expect(status.lastFetchedAt).not.toBeNull();
    // The address is shown only once: the status never carries it.
    expect(JSON.stringify(status)).not.toContain(created.path.slice(-20));
  });

  it('gives a new address when turned on again; the old one stops working', async () => {
    const first = (await as(parent).post('/api/planning/calendar-feed').expect(201))
      .body as CreatedCalendarFeed;
    const second = (await as(parent).post('/api/planning/calendar-feed').expect(201))
      .body as CreatedCalendarFeed;
    expect(second.path).not.toBe(first.path);
    await as(null).get(first.path).expect(404);
    await as(null).get(second.path).expect(200);
  });

  it('stops answering once revoked (404), and revoking twice is 404', async () => {
    const created = (await as(parent).post('/api/planning/calendar-feed').expect(201))
      .body as CreatedCalendarFeed;
    await as(parent).delete('/api/planning/calendar-feed').expect(204);
    const gone = await as(null).get(created.path).expect(404);
    expect(gone.body).toMatchObject({ error: 'not_found', message: 'Calendar feed not found' });
    expect((await as(parent).get('/api/planning/calendar-feed').expect(200)).body).toMatchObject({
      enabled: false,
    });
    await as(parent).delete('/api/planning/calendar-feed').expect(404);
  });

  it("serves each family only its own events, and one member's feed is theirs alone", async () => {
    const strangers = (await as(stranger).post('/api/planning/calendar-feed').expect(201))
      .body as CreatedCalendarFeed;
    const text = (await as(null).get(strangers.path).expect(200)).text;
    expect(text).toContain('SUMMARY:Other family party');
    expect(text).not.toContain('Swimming');
    // The child's feed is untouched by the stranger's (and by the parent's) feeds.
    expect((await as(child).get('/api/planning/calendar-feed').expect(200)).body).toMatchObject({
      enabled: true,
    });
    await as(stranger).delete('/api/planning/calendar-feed').expect(204);
    expect((await as(child).get('/api/planning/calendar-feed').expect(200)).body).toMatchObject({
      enabled: true,
    });
  });

  it('stops working for a member removed from the family', async () => {
    const leaver = (await addMember(identity.app, parent, { role: 'parent', name: 'Lee' })).caller;
    const created = (await as(leaver).post('/api/planning/calendar-feed').expect(201))
      .body as CreatedCalendarFeed;
    await as(null).get(created.path).expect(200);
    // Only identity's row goes here (a removal through DELETE /api/users/:id would first make planning delete the
    // feed, ADR 0006, see members/forget-member.test.ts): the address still checks its owner is in the family.
    await identity.database.db.delete(identityUsers).where(eq(identityUsers.id, leaver.userId));
    await signedClient(identity.app, parent).get(`/api/users/${leaver.userId}`).expect(404);
    await as(null).get(created.path).expect(404);
  });

  it('refuses guessed or malformed addresses and needs a session to manage the feed', async () => {
    await as(null)
      .get(`/api/calendar-feed/${'A'.repeat(43)}.ics`)
      .expect(404);
    await as(null).get('/api/calendar-feed/short.ics').expect(404);
    await as(null)
      .get(`/api/calendar-feed/${'A'.repeat(43)}`)
      .expect(404);
    await as(null).get('/api/planning/calendar-feed').expect(401);
    await as(null).post('/api/planning/calendar-feed').expect(401);
    await as(null).delete('/api/planning/calendar-feed').expect(401);
  });
});
