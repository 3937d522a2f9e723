import type { CalendarEvent, EventOccurrence } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { setupPlanningApi } from '../testing/planning-api';

// Events never ask identity anything, so the callers are what the gateway would sign for these members.
const FAMILY = 8401;
const parent: Caller = { userId: 91, familyId: FAMILY, role: 'parent', plan: 'annual' };
const child: Caller = { userId: 92, familyId: FAMILY, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 93, familyId: 8402, role: 'admin', plan: 'annual' };

const { as } = setupPlanningApi();

let series: CalendarEvent;
const occurrenceUrl = (start: string, eventId = series.id) =>
  `/api/events/${eventId}/occurrences/${encodeURIComponent(start)}`;

async function week(by: Caller = child): Promise<EventOccurrence[]> {
  const res = await as(by).get('/api/events?from=2027-01-04&to=2027-01-08').expect(200);
  return (res.body as EventOccurrence[]).filter((o) => o.eventId === series.id);
}

beforeEach(async () => {
  series = (
    await as(parent)
      .post('/api/events')
      .send({
        title: 'School run',
        startAt: '2027-01-04T08:00:00Z',
        endAt: '2027-01-04T08:30:00Z',
        recurrence: 'daily',
      })
      .expect(201)
  ).body as CalendarEvent;
});

describe('changing one occurrence of a repeating event', () => {
  it('changes only that occurrence, and the family sees it', async () => {
    const changed = await as(parent)
      .put(occurrenceUrl('2027-01-05T08:00:00.000Z'))
      .send({
        title: 'School run (late start)',
        description: 'Teacher training',
        startAt: '2027-01-05T10:00:00Z',
        endAt: '2027-01-05T10:30:00Z',
      })
      .expect(200);
    expect(changed.body).toMatchObject({
      eventId: series.id,
      title: 'School run (late start)',
      description: 'Teacher training',
      start: '2027-01-05T10:00:00.000Z',
      occurrenceStart: '2027-01-05T08:00:00.000Z',
      changed: true,
    });

    const seen = await week();
    expect(seen.map((o) => [o.start, o.title, o.changed])).toEqual([
      ['2027-01-04T08:00:00.000Z', 'School run', false],
      ['2027-01-05T10:00:00.000Z', 'School run (late start)', true],
      ['2027-01-06T08:00:00.000Z', 'School run', false],
      ['2027-01-07T08:00:00.000Z', 'School run', false],
      ['2027-01-08T08:00:00.000Z', 'School run', false],
    ]);
    // Changing it again replaces the earlier change.
    await as(parent)
      .put(occurrenceUrl('2027-01-05T08:00:00.000Z'))
      .send({ title: 'School run', startAt: '2027-01-05T09:00:00Z' })
      .expect(200);
    expect((await week()).map((o) => o.start)).toContain('2027-01-05T09:00:00.000Z');
  });

  it('deletes only that occurrence', async () => {
    await as(parent).delete(occurrenceUrl('2027-01-06T08:00:00.000Z')).expect(204);
    expect((await week()).map((o) => o.start.slice(0, 10))).toEqual([
      '2027-01-04',
      '2027-01-05',
      '2027-01-07',
      '2027-01-08',
    ]);
    await as(parent).get(`/api/events/${series.id}`).expect(200);
  });

  it('shows both changes in the family calendar as iCalendar', async () => {
    await as(parent).delete(occurrenceUrl('2027-01-06T08:00:00.000Z')).expect(204);
    await as(parent)
      .put(occurrenceUrl('2027-01-07T08:00:00.000Z'))
      .send({ title: 'Trip day', startAt: '2027-01-07T07:00:00Z' })
      .expect(200);
    const text = (await as(parent).get('/internal/export/events.ics').expect(200)).text;
    expect(text).toContain('EXDATE:20270106T080000Z');
    expect(text).toContain('RECURRENCE-ID:20270107T080000Z');
    expect(text).toContain('SUMMARY:Trip day');
  });

  it('starts afresh when the whole series is moved', async () => {
    await as(parent).delete(occurrenceUrl('2027-01-06T08:00:00.000Z')).expect(204);
    await as(parent).patch(`/api/events/${series.id}`).send({ title: 'Renamed run' }).expect(200);
    expect(await week()).toHaveLength(4);
    await as(parent)
      .patch(`/api/events/${series.id}`)
      .send({ startAt: '2027-01-04T08:15:00Z', endAt: '2027-01-04T08:45:00Z' })
      .expect(200);
    expect((await week()).map((o) => o.start.slice(11, 16))).toEqual([
      '08:15',
      '08:15',
      '08:15',
      '08:15',
      '08:15',
    ]);
  });

  it('refuses what is not an occurrence, a one-off event, bad input, children and other families', async () => {
    const notAnOccurrence = await as(parent).delete(occurrenceUrl('2027-01-05T08:01:00.000Z')).expect(404);
    expect(notAnOccurrence.body).toMatchObject({ error: 'not_found', message: 'Occurrence not found' });
    await as(parent).delete(occurrenceUrl('yesterday')).expect(404);

    const once = (
      await as(parent)
        .post('/api/events')
        .send({ title: 'Once', startAt: '2027-01-05T12:00:00Z' })
        .expect(201)
    ).body as CalendarEvent;
    const oneOff = await as(parent).delete(occurrenceUrl('2027-01-05T12:00:00.000Z', once.id)).expect(400);
    expect(oneOff.body.message).toBe('Only a repeating event has occurrences to change on their own');

    const url = occurrenceUrl('2027-01-05T08:00:00.000Z');
    const noTitle = await as(parent)
      .put(url)
      .send({ title: ' ', startAt: '2027-01-05T10:00:00Z' })
      .expect(400);
    expect(noTitle.body.message).toBe('Title is required');
    const backwards = await as(parent)
      .put(url)
      .send({ title: 'x', startAt: '2027-01-05T10:00:00Z', endAt: '2027-01-05T09:00:00Z' })
      .expect(400);
    expect(backwards.body.message).toBe('End must be after start');

    const refusal = { error: 'forbidden', message: 'Only parents and admins can change events' };
    await as(child).delete(url).expect(403, refusal);
    await as(child).put(url).send({ title: 'Mine', startAt: '2027-01-05T10:00:00Z' }).expect(403, refusal);
    const missing = { error: 'not_found', message: 'Event not found' };
    await as(stranger).delete(url).expect(404, missing);
    await as(stranger).put(url).send({ title: 'Mine', startAt: '2027-01-05T10:00:00Z' }).expect(404, missing);
    expect(await week()).toHaveLength(5);
  });
});
