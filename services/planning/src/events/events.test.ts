import type { CalendarEvent, EventOccurrence } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { setupPlanningApi } from '../testing/planning-api';

// Events never ask identity anything, so the callers are what the gateway would sign for these members.
const FAMILY = 8101;
const admin: Caller = { userId: 31, familyId: FAMILY, role: 'admin', plan: 'annual' };
const parent: Caller = { userId: 32, familyId: FAMILY, role: 'parent', plan: 'annual' };
const child: Caller = { userId: 33, familyId: FAMILY, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 41, familyId: 8102, role: 'admin', plan: 'annual' };

const { as, recordPublished } = setupPlanningApi();
const published = recordPublished(FAMILY);

beforeEach(() => {
  published.length = 0;
});

async function createEvent(by: Caller, body: Record<string, unknown>): Promise<CalendarEvent> {
  const res = await as(by).post('/api/events').send(body).expect(201);
  return res.body as CalendarEvent;
}

async function occurrences(by: Caller, query: string): Promise<EventOccurrence[]> {
  const res = await as(by)
    .get(query ? `/api/events?${query}` : '/api/events')
    .expect(200);
  return res.body as EventOccurrence[];
}

describe('events CRUD', () => {
  it('creates, reads, updates and deletes an event, telling open screens each time', async () => {
    const created = await createEvent(parent, {
      title: '  Dentist ',
      description: 'Bring the card',
      startAt: '2026-11-22T09:00:00.000Z',
      endAt: '2026-11-22T10:00:00.000Z',
      color: '#DB2777',
    });
    expect(created).toMatchObject({
      title: 'Dentist',
      description: 'Bring the card',
      startAt: '2026-11-22T09:00:00.000Z',
      endAt: '2026-11-22T10:00:00.000Z',
      allDay: false,
      color: '#DB2777',
      ownerId: parent.userId,
      timeZone: 'UTC',
      recurrence: null,
      recurrenceDays: null,
      recurrenceUntil: null,
    });
    expect(published).toEqual(['events']);

    const defaults = await createEvent(admin, { title: 'Picnic', startAt: '2026-11-23T12:00:00Z' });
    expect(defaults).toMatchObject({ color: '#4F46E5', endAt: null, description: null, allDay: false });

    await as(child).get(`/api/events/${created.id}`).expect(200, created);

    const moved = await as(admin)
      .patch(`/api/events/${created.id}`)
      .send({ startAt: '2026-11-24T15:00:00Z', endAt: '2026-11-24T16:30:00Z', description: null })
      .expect(200);
    expect(moved.body).toMatchObject({
      title: 'Dentist',
      startAt: '2026-11-24T15:00:00.000Z',
      endAt: '2026-11-24T16:30:00.000Z',
      description: null,
      color: '#DB2777',
    });

    await as(parent).delete(`/api/events/${created.id}`).expect(204);
    await as(parent).get(`/api/events/${created.id}`).expect(404);
    expect(published).toEqual(['events', 'events', 'events', 'events']);
  });

  it('answers the occurrences in a window, a weekly series on its days in two different weeks', async () => {
    const swim = await createEvent(admin, {
      title: 'Swimming',
      // Tuesday 5 January 19:00 in Chicago (CST, UTC-6), already Wednesday in UTC.
      startAt: '2027-01-06T01:00:00Z',
      endAt: '2027-01-06T02:00:00Z',
      timeZone: 'America/Chicago',
      recurrence: 'weekly',
      recurrenceDays: ['tuesday', 'thursday'],
      recurrenceUntil: '2027-01-14',
    });
    const oneOff = await createEvent(admin, { title: 'Recital', startAt: '2027-01-08T18:00:00Z' });

    const found = await occurrences(child, 'from=2027-01-01&to=2027-01-31&tz=America/Chicago');
    const mine = found.filter((o) => o.eventId === swim.id || o.eventId === oneOff.id);
    expect(mine.map((o) => [o.title, o.start, o.end])).toEqual([
      ['Swimming', '2027-01-06T01:00:00.000Z', '2027-01-06T02:00:00.000Z'],
      ['Swimming', '2027-01-08T01:00:00.000Z', '2027-01-08T02:00:00.000Z'],
      ['Recital', '2027-01-08T18:00:00.000Z', null],
      ['Swimming', '2027-01-13T01:00:00.000Z', '2027-01-13T02:00:00.000Z'],
      ['Swimming', '2027-01-15T01:00:00.000Z', '2027-01-15T02:00:00.000Z'],
    ]);
    expect(mine[0]).toMatchObject({
      eventId: swim.id,
      recurrence: 'weekly',
      ownerId: admin.userId,
      allDay: false,
    });

    // One week: only that week's occurrences.
    const secondWeek = await occurrences(admin, 'from=2027-01-10&to=2027-01-16&tz=America/Chicago');
    expect(secondWeek.filter((o) => o.eventId === swim.id).map((o) => o.start)).toEqual([
      '2027-01-13T01:00:00.000Z',
      '2027-01-15T01:00:00.000Z',
    ]);
    // The window days are read in the asked zone: Tuesday evening in Chicago is Wednesday in UTC.
    const utcDay = await occurrences(admin, 'from=2027-01-05&to=2027-01-05');
    expect(utcDay.filter((o) => o.eventId === swim.id)).toEqual([]);
  });

  it('shows a multi-day event on every day it spans, and an old series only inside the window', async () => {
    const camp = await createEvent(parent, {
      title: 'Camp',
      startAt: '2027-03-01T00:00:00Z',
      endAt: '2027-03-04T00:00:00Z',
      allDay: true,
    });
    for (const day of ['2027-03-01', '2027-03-02', '2027-03-03']) {
      expect((await occurrences(parent, `from=${day}&to=${day}`)).map((o) => o.eventId)).toContain(camp.id);
    }
    expect((await occurrences(parent, 'from=2027-03-04&to=2027-03-04')).map((o) => o.eventId)).not.toContain(
      camp.id,
    );

    const bins = await createEvent(parent, {
      title: 'Bins',
      startAt: '2001-01-01T07:00:00Z',
      recurrence: 'daily',
    });
    const week = (await occurrences(parent, 'from=2027-03-07&to=2027-03-13')).filter(
      (o) => o.eventId === bins.id,
    );
    expect(week).toHaveLength(7);
  });

  it('changes and deletes a whole series at once', async () => {
    const series = await createEvent(admin, {
      title: 'Piano',
      startAt: '2027-05-03T16:00:00Z',
      recurrence: 'weekly',
      recurrenceDays: ['monday'],
    });
    await as(admin).patch(`/api/events/${series.id}`).send({ title: 'Piano lesson' }).expect(200);
    const may = (await occurrences(admin, 'from=2027-05-01&to=2027-05-31')).filter(
      (o) => o.eventId === series.id,
    );
    expect(may.map((o) => o.title)).toEqual(Array(5).fill('Piano lesson'));

    // Leaving the series clears the weekdays it no longer uses.
    const once = await as(admin).patch(`/api/events/${series.id}`).send({ recurrence: null }).expect(200);
    expect(once.body).toMatchObject({ recurrence: null, recurrenceDays: null, recurrenceUntil: null });

    await as(admin).delete(`/api/events/${series.id}`).expect(204);
    const after = await occurrences(admin, 'from=2027-05-01&to=2027-05-31');
    expect(after.map((o) => o.eventId)).not.toContain(series.id);
  });

  it('answers the current month one week either side without from and to', async () => {
    const now = new Date();
    const soon = await createEvent(admin, { title: 'This month', startAt: now.toISOString() });
    const res = await occurrences(admin, '');
    expect(res.map((o) => o.eventId)).toContain(soon.id);
  });
});

describe('validation', () => {
  it('uses the spec’s messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ startAt: '2026-11-22T09:00:00Z' }, 'Title is required'],
      [{ title: '  ', startAt: '2026-11-22T09:00:00Z' }, 'Title is required'],
      [{ title: 'No start' }, 'Start date is required'],
      [{ title: 'No start', startAt: '' }, 'Start date is required'],
      [
        { title: 'Backwards', startAt: '2026-11-22T09:00:00Z', endAt: '2026-11-22T08:00:00Z' },
        'End must be after start',
      ],
      [
        { title: 'Zero', startAt: '2026-11-22T09:00:00Z', endAt: '2026-11-22T09:00:00Z' },
        'End must be after start',
      ],
      [
        { title: 'Colour', startAt: '2026-11-22T09:00:00Z', color: 'red' },
        'Colour must be a hex value like #4F46E5',
      ],
      [
        { title: 'Weekly', startAt: '2026-11-22T09:00:00Z', recurrence: 'weekly', recurrenceDays: [] },
        'Select at least one day of week',
      ],
      [
        { title: 'Weekly', startAt: '2026-11-22T09:00:00Z', recurrence: 'weekly' },
        'Select at least one day of week',
      ],
      [
        {
          title: 'Until',
          startAt: '2026-11-22T09:00:00Z',
          recurrence: 'daily',
          recurrenceUntil: '2026-11-21',
        },
        'Until must be on or after the start date',
      ],
      [
        { title: 'Zone', startAt: '2026-11-22T09:00:00Z', timeZone: 'Mars/Olympus' },
        'Time zone must be an IANA name like Europe/Paris',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await as(admin).post('/api/events').send(body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
  });

  it('checks an update merged with the stored event', async () => {
    const event = await createEvent(admin, {
      title: 'Movie',
      startAt: '2026-11-22T18:00:00Z',
      endAt: '2026-11-22T20:00:00Z',
    });
    const backwards = await as(admin)
      .patch(`/api/events/${event.id}`)
      .send({ startAt: '2026-11-22T21:00:00Z' });
    expect([backwards.status, backwards.body.message]).toEqual([400, 'End must be after start']);
    const weekly = await as(admin).patch(`/api/events/${event.id}`).send({ recurrence: 'weekly' });
    expect([weekly.status, weekly.body.message]).toEqual([400, 'Select at least one day of week']);
    const nothing = await as(admin).patch(`/api/events/${event.id}`).send({});
    expect([nothing.status, nothing.body.message]).toEqual([400, 'Nothing to update']);
    await as(admin).get(`/api/events/${event.id}`).expect(200, event);
  });

  it('keeps the window bounded', async () => {
    const tooWide = await as(admin).get('/api/events?from=2026-01-01&to=2027-01-02');
    expect([tooWide.status, tooWide.body.message]).toEqual([400, 'The window can span at most 366 days']);
    await as(admin).get('/api/events?from=2026-01-01&to=2027-01-01').expect(200);
    const reversed = await as(admin).get('/api/events?from=2026-02-01&to=2026-01-01');
    expect([reversed.status, reversed.body.message]).toEqual([400, 'from must be on or before to']);
    const half = await as(admin).get('/api/events?from=2026-02-01');
    expect([half.status, half.body.message]).toEqual([400, 'Give both from and to, or neither']);
  });
});

describe('who may do what', () => {
  it('lets a child view but not change events', async () => {
    const event = await createEvent(parent, { title: 'Parents evening', startAt: '2026-12-01T18:00:00Z' });
    published.length = 0;
    const refusal = { error: 'forbidden', message: 'Only parents and admins can change events' };
    await as(child)
      .post('/api/events')
      .send({ title: 'Party', startAt: '2026-12-02T18:00:00Z' })
      .expect(403, refusal);
    await as(child).patch(`/api/events/${event.id}`).send({ title: 'Party' }).expect(403, refusal);
    await as(child).delete(`/api/events/${event.id}`).expect(403, refusal);
    await as(child).get(`/api/events/${event.id}`).expect(200, event);
    expect(published).toEqual([]);
  });

  it('answers 404 to another family and never shows them the event', async () => {
    const event = await createEvent(admin, { title: 'Ours', startAt: '2026-12-05T10:00:00Z' });
    for (const res of [
      await as(stranger).get(`/api/events/${event.id}`),
      await as(stranger).patch(`/api/events/${event.id}`).send({ title: 'Theirs' }),
      await as(stranger).delete(`/api/events/${event.id}`),
    ]) {
      expect([res.status, res.body]).toEqual([404, { error: 'not_found', message: 'Event not found' }]);
    }
    expect(
      (await occurrences(stranger, 'from=2026-12-01&to=2026-12-31')).map((o) => o.eventId),
    ).not.toContain(event.id);
    await as(admin).get(`/api/events/${event.id}`).expect(200, event);
  });

  it('answers 401 when nobody is signed in', async () => {
    await as(null).get('/api/events').expect(401);
    await as(null).post('/api/events').send({ title: 'x', startAt: '2026-12-05T10:00:00Z' }).expect(401);
  });
});
