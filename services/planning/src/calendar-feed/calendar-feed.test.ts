import type { CalendarEvent } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { setupPlanningApi } from '../testing/planning-api';

// The feed never asks identity anything, so the callers are what the gateway would sign for these members.
const FAMILY = 8301;
const parent: Caller = { userId: 51, familyId: FAMILY, role: 'parent', plan: 'annual' };
const child: Caller = { userId: 52, familyId: FAMILY, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 61, familyId: 8302, role: 'admin', plan: 'annual' };

const { as } = setupPlanningApi();

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
