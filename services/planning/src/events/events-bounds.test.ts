import {
  MAX_EXCEPTIONS_PER_SERIES,
  MAX_OCCURRENCES_PER_ANSWER,
  MAX_SERIES_PER_FAMILY,
  NARROW_THE_WINDOW_ERROR,
} from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { events } from '../schema';
import { setupPlanningApi } from '../testing/planning-api';
import { eventExceptions } from './events.table';
import { createEventsRepository } from './events.repository';

// Issue #10 item 1: one family's calendar must not stall planning for every other family.
const flooder: Caller = { userId: 81, familyId: 9101, role: 'admin', plan: 'annual' };
const neighbour: Caller = { userId: 82, familyId: 9102, role: 'admin', plan: 'annual' };
const capped: Caller = { userId: 83, familyId: 9103, role: 'admin', plan: 'annual' };
const busy: Caller = { userId: 84, familyId: 9104, role: 'admin', plan: 'annual' };
const changer: Caller = { userId: 85, familyId: 9105, role: 'admin', plan: 'annual' };

const { as, db } = setupPlanningApi();

const dailySeries = (familyId: number, count: number, title = 'Flood') =>
  Array.from({ length: count }, (_, i) => ({
    familyId,
    title: `${title} ${i}`,
    startAt: new Date(Date.UTC(2026, 0, 1, 8, i % 60)),
    endAt: new Date(Date.UTC(2026, 0, 1, 9, i % 60)),
    timeZone: 'Europe/Paris',
    recurrence: 'daily' as const,
  }));

async function insertInBatches(rows: ReturnType<typeof dailySeries>) {
  for (let i = 0; i < rows.length; i += 1000)
    await db()
      .insert(events)
      .values(rows.slice(i, i + 1000));
}

describe('event expansion bounds', () => {
  it('keeps another family fast while one family holds 10,000 daily series', async () => {
    await insertInBatches(dailySeries(flooder.familyId, 10_000));
    await as(neighbour)
      .post('/api/events')
      .send({ title: 'Dentist', startAt: '2026-06-10T09:00:00.000Z' })
      .expect(201);

    const began = Date.now();
    const flood = as(flooder).get('/api/events?from=2026-01-01&to=2026-12-31&tz=Europe/Paris');
    const flooding = flood.then((res) => ({ res, ms: Date.now() - began }));
    const neighbourStart = Date.now();
    const neighbourAnswer = await as(neighbour).get('/api/events?from=2026-06-01&to=2026-06-30').expect(200);
    const neighbourMs = Date.now() - neighbourStart;
    const { res, ms } = await flooding;

    expect(neighbourAnswer.body).toHaveLength(1);
    expect(neighbourMs).toBeLessThan(3_000);
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(NARROW_THE_WINDOW_ERROR);
    expect(ms).toBeLessThan(5_000);
    // A one-day window, the 30 s alert poll and the feed stay bounded too.
    await as(flooder).get('/api/events?from=2026-03-01&to=2026-03-01').expect(422);
    await as(flooder).get(`/api/users/${flooder.userId}/alerts`).expect(200);
  }, 60_000);

  it(`refuses the ${MAX_SERIES_PER_FAMILY + 1}th repeating series of a family, not another one-off`, async () => {
    await insertInBatches(dailySeries(capped.familyId, MAX_SERIES_PER_FAMILY));
    const res = await as(capped)
      .post('/api/events')
      .send({ title: 'One more', startAt: '2027-01-05T09:00:00.000Z', recurrence: 'monthly' })
      .expect(409);
    expect(res.body.message).toBe(`A family can keep at most ${MAX_SERIES_PER_FAMILY} repeating events`);
    const single = await as(capped)
      .post('/api/events')
      .send({ title: 'Once', startAt: '2027-01-05T09:00:00.000Z' })
      .expect(201);
    // Nor can a one-off become the extra series.
    await as(capped).patch(`/api/events/${single.body.id}`).send({ recurrence: 'daily' }).expect(409);
  });

  it(`answers 422 "narrow the window" past ${MAX_OCCURRENCES_PER_ANSWER} occurrences`, async () => {
    const series = Math.ceil(MAX_OCCURRENCES_PER_ANSWER / 365) + 1;
    await insertInBatches(dailySeries(busy.familyId, series, 'Busy'));
    const year = await as(busy).get('/api/events?from=2026-01-01&to=2026-12-31').expect(422);
    expect(year.body).toEqual({
      error: NARROW_THE_WINDOW_ERROR,
      message: `This window holds too many events to show at once (at most ${MAX_OCCURRENCES_PER_ANSWER}): narrow the window`,
    });
    const month = await as(busy).get('/api/events?from=2026-02-01&to=2026-02-28').expect(200);
    expect(month.body).toHaveLength(series * 28);
  });

  it(`keeps at most ${MAX_EXCEPTIONS_PER_SERIES} single-occurrence changes per series`, async () => {
    const created = await as(changer)
      .post('/api/events')
      .send({ title: 'Swim', startAt: '2026-01-01T17:00:00.000Z', recurrence: 'daily' })
      .expect(201);
    const eventId = created.body.id as number;
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 17));
    await db()
      .insert(eventExceptions)
      .values(
        Array.from({ length: MAX_EXCEPTIONS_PER_SERIES }, (_, n) => ({
          familyId: changer.familyId,
          eventId,
          occurrenceStart: day(n),
          cancelled: true,
        })),
      );
    const path = (n: number) =>
      `/api/events/${eventId}/occurrences/${encodeURIComponent(day(n).toISOString())}`;
    const res = await as(changer).delete(path(MAX_EXCEPTIONS_PER_SERIES)).expect(409);
    expect(res.body.message).toBe(
      `A repeating event can have at most ${MAX_EXCEPTIONS_PER_SERIES} occurrences changed or cancelled on their own`,
    );
    // Changing one already changed replaces it: still allowed.
    await as(changer)
      .put(path(3))
      .send({ title: 'Swim (late)', startAt: '2026-01-04T18:00:00.000Z' })
      .expect(200);

    // A window reads only the changes that matter to it.
    const repository = createEventsRepository(db());
    const window = { start: new Date('2026-02-01T00:00:00Z'), end: new Date('2026-02-08T00:00:00Z') };
    const inWindow = await repository.exceptionsFor(changer.familyId, [eventId], window);
    // Two days of slack before the window (all-day occurrences, daylight saving): 30 January to 7 February.
    expect(inWindow.map((row) => row.occurrenceStart.toISOString()).sort()).toEqual(
      Array.from({ length: 9 }, (_, k) => day(29 + k).toISOString()),
    );
    const moved = await repository.exceptionsFor(changer.familyId, [eventId], {
      start: new Date('2026-01-04T00:00:00Z'),
      end: new Date('2026-01-05T00:00:00Z'),
    });
    expect(moved.some((row) => row.title === 'Swim (late)')).toBe(true);
  });
});
