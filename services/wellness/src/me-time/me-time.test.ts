import { sql } from 'drizzle-orm';
import type { FamilyCalendarItem, MeTimeBlock, Page } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { reach, setupWellnessApi } from '../testing/wellness-api';

const FAMILY = 9401;
const admin: Caller = { userId: 71, familyId: FAMILY, role: 'admin', plan: 'monthly' };
const sam: Caller = { userId: 72, familyId: FAMILY, role: 'parent', plan: 'monthly' };
const mia: Caller = { userId: 73, familyId: FAMILY, role: 'child', plan: 'monthly' };
const stranger: Caller = { userId: 81, familyId: 9402, role: 'admin', plan: 'monthly' };

const api = setupWellnessApi();
const { as } = api;
const published = api.recordPublished(FAMILY);

beforeAll(() => {
  api.families.set(FAMILY, [
    reach(71, 'Alex', 'admin'),
    reach(72, 'Sam', 'parent'),
    reach(73, 'Mia', 'child'),
  ]);
  api.families.set(9402, [reach(81, 'Other', 'admin')]);
});
beforeEach(async () => {
  await api.db().execute(sql`delete from wellness.me_time_blocks`);
  api.clock.now = new Date('2026-11-23T09:15:00Z');
  published.length = 0;
});

const reading = {
  userId: 71,
  title: 'Read a book',
  description: 'Chapter 3',
  startTime: '2026-11-23T09:00:00Z',
  endTime: '2026-11-23T10:00:00Z',
};

async function list(by: Caller): Promise<MeTimeBlock[]> {
  return ((await as(by).get('/api/me-time-blocks').expect(200)).body as Page<MeTimeBlock>).items;
}

describe('me time blocks', () => {
  it('schedules, edits, completes while happening and deletes a block', async () => {
    const res = await as(admin).post('/api/me-time-blocks').send(reading).expect(201);
    const block = res.body as MeTimeBlock;
    expect(block).toMatchObject({
      ...reading,
      startTime: '2026-11-23T09:00:00.000Z',
      endTime: '2026-11-23T10:00:00.000Z',
      isRecurring: false,
      doNotDisturb: false,
      completed: false,
      isShared: false,
      visible: true,
    });
    const edited = await as(admin)
      .patch(`/api/me-time-blocks/${block.id}`)
      .send({
        ...block,
        title: 'Read a novel',
        isRecurring: true,
        recurrencePattern: 'weekly',
        daysOfWeek: ['monday'],
      })
      .expect(200);
    expect(edited.body).toMatchObject({
      title: 'Read a novel',
      recurrencePattern: 'weekly',
      daysOfWeek: ['monday'],
    });
    const done = await as(admin)
      .post(`/api/me-time-blocks/${block.id}/complete`)
      .send({ completed: true })
      .expect(200);
    expect(done.body).toMatchObject({ completed: true });
    await as(admin).delete(`/api/me-time-blocks/${block.id}`).expect(204);
    expect(await list(admin)).toEqual([]);
    expect(published).toEqual(Array(4).fill('me-time-blocks'));
  });

  it('offers Mark Completed only while the block is happening', async () => {
    const later = (
      await as(admin)
        .post('/api/me-time-blocks')
        .send({ ...reading, startTime: '2026-11-23T11:00:00Z', endTime: '2026-11-23T12:00:00Z' })
    ).body as MeTimeBlock;
    const res = await as(admin).post(`/api/me-time-blocks/${later.id}/complete`).send({ completed: true });
    expect([res.status, res.body.message]).toEqual([
      409,
      'Only me time that is happening now can be marked completed',
    ]);
  });

  it('says the spec’s validation texts', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...reading, title: ' ' }, 'Please fill in all required fields.'],
      [{ ...reading, userId: undefined }, 'Please fill in all required fields.'],
      [{ ...reading, startTime: undefined }, 'Please fill in all required fields.'],
      [{ ...reading, endTime: '2026-11-23T08:00:00Z' }, 'Start time must be before end time.'],
      [{ ...reading, endTime: reading.startTime }, 'Start time must be before end time.'],
      [
        { ...reading, isRecurring: true, recurrencePattern: 'weekly', daysOfWeek: [] },
        'Select at least one day of week',
      ],
      // Sane dates, and a repeat no longer than a day: what one calendar read expands stays bounded.
      [{ ...reading, startTime: '1962-11-23T09:00:00Z' }, 'Me time must be between the years 2000 and 2099.'],
      [
        { ...reading, startTime: '0001-01-01T09:00:00Z', endTime: '0001-01-01T10:00:00Z' },
        'Me time must be between the years 2000 and 2099.',
      ],
      [{ ...reading, endTime: '2100-01-01T00:00:00Z' }, 'Me time must be between the years 2000 and 2099.'],
      [
        {
          ...reading,
          startTime: '2000-01-01T09:00:00Z',
          endTime: '2026-11-23T10:00:00Z',
          isRecurring: true,
          recurrencePattern: 'daily',
        },
        'Repeating me time can last at most 24 hours.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await as(admin).post('/api/me-time-blocks').send(body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const block = (await as(admin).post('/api/me-time-blocks').send(reading).expect(201)).body as MeTimeBlock;
    const res = await as(admin)
      .patch(`/api/me-time-blocks/${block.id}`)
      .send({ endTime: '2026-11-23T08:00:00Z' });
    expect([res.status, res.body.message]).toEqual([400, 'Start time must be before end time.']);
    const longer = await as(admin)
      .patch(`/api/me-time-blocks/${block.id}`)
      .send({ endTime: '2026-11-25T10:00:00Z', isRecurring: true, recurrencePattern: 'daily' });
    expect([longer.status, longer.body.message]).toEqual([
      400,
      'Repeating me time can last at most 24 hours.',
    ]);
  });

  it('keeps a block private to its person unless shared: the others see only "Busy"', async () => {
    const mine = (await as(admin).post('/api/me-time-blocks').send(reading).expect(201)).body as MeTimeBlock;
    await as(sam)
      .post('/api/me-time-blocks')
      .send({ ...reading, userId: 72, title: 'Yoga', isShared: true })
      .expect(201);
    const seenBySam = await list(sam);
    expect(seenBySam.find((b) => b.id === mine.id)).toMatchObject({
      title: 'Busy',
      description: null,
      visible: false,
      startTime: '2026-11-23T09:00:00.000Z',
    });
    expect(seenBySam.find((b) => b.userId === 72)).toMatchObject({ title: 'Yoga', visible: true });
    expect((await list(mia)).map((b) => b.title)).toEqual(['Busy', 'Yoga']);
    await as(sam).patch(`/api/me-time-blocks/${mine.id}`).send({ title: 'Mine' }).expect(404);
    await as(sam).delete(`/api/me-time-blocks/${mine.id}`).expect(404);
    await as(sam).post(`/api/me-time-blocks/${mine.id}/complete`).send({ completed: true }).expect(404);
  });

  it('lets a parent schedule for a child, not for another adult; a child only for themself', async () => {
    await as(sam)
      .post('/api/me-time-blocks')
      .send({ ...reading, userId: 73 })
      .expect(201);
    const refusal = 'You can schedule me time for yourself (parents also for their children)';
    const res = await as(sam)
      .post('/api/me-time-blocks')
      .send({ ...reading, userId: 71 });
    expect([res.status, res.body.message]).toEqual([403, refusal]);
    await as(mia)
      .post('/api/me-time-blocks')
      .send({ ...reading, userId: 72 })
      .expect(403);
    await as(mia)
      .post('/api/me-time-blocks')
      .send({ ...reading, userId: 73 })
      .expect(201);
  });

  it('answers 404 to another family and shows them nothing', async () => {
    const block = (await as(admin).post('/api/me-time-blocks').send(reading).expect(201)).body as MeTimeBlock;
    await as(stranger).patch(`/api/me-time-blocks/${block.id}`).send({ title: 'x' }).expect(404);
    await as(stranger).delete(`/api/me-time-blocks/${block.id}`).expect(404);
    await as(stranger).post(`/api/me-time-blocks/${block.id}/complete`).send({ completed: true }).expect(404);
    expect(await list(stranger)).toEqual([]);
    await as(stranger).post('/api/me-time-blocks').send(reading).expect(400);
  });

  it('pages by start time', async () => {
    for (const hour of [12, 10, 11])
      await as(admin)
        .post('/api/me-time-blocks')
        .send({
          ...reading,
          title: `At ${hour}`,
          startTime: `2026-11-23T${hour}:00:00Z`,
          endTime: `2026-11-23T${hour}:30:00Z`,
        })
        .expect(201);
    const first = (await as(admin).get('/api/me-time-blocks?limit=2').expect(200)).body as Page<MeTimeBlock>;
    expect(first.items.map((b) => b.title)).toEqual(['At 10', 'At 11']);
    const next = (await as(admin).get(`/api/me-time-blocks?limit=2&cursor=${first.nextCursor}`).expect(200))
      .body as Page<MeTimeBlock>;
    expect([next.items.map((b) => b.title), next.nextCursor]).toEqual([['At 12'], null]);
  });
});

describe('GET /api/wellness/calendar-items (the family calendar)', () => {
  const week = 'source=me-time-blocks&from=2026-11-23&to=2026-11-29&tz=Europe/Berlin';
  const items = async (by: Caller, query = week) =>
    (await as(by).get(`/api/wellness/calendar-items?${query}`).expect(200)).body as FamilyCalendarItem[];
  const brief = (list: FamilyCalendarItem[]) =>
    list.map((i) => `${i.day} ${i.startTime}–${i.endTime} ${i.title} (${i.memberId})`);

  beforeEach(async () => {
    const add = (by: Caller, body: Record<string, unknown>) =>
      as(by)
        .post('/api/me-time-blocks')
        .send({ userId: by.userId, ...body })
        .expect(201);
    await add(admin, {
      title: 'Yoga',
      startTime: '2026-11-16T06:30:00Z',
      endTime: '2026-11-16T07:30:00Z',
      isRecurring: true,
      recurrencePattern: 'weekly',
      daysOfWeek: ['monday', 'thursday'],
      doNotDisturb: true,
    });
    await add(sam, { title: 'Nap', startTime: '2026-11-25T13:00:00Z', endTime: '2026-11-25T14:00:00Z' });
    await add(sam, {
      title: 'Run',
      startTime: '2026-11-26T17:00:00Z',
      endTime: '2026-11-26T18:00:00Z',
      isShared: true,
    });
    await add(sam, {
      title: 'Last week',
      startTime: '2026-11-20T17:00:00Z',
      endTime: '2026-11-20T18:00:00Z',
    });
  });

  it("places every occurrence on the caller's days; others' private blocks are only Busy", async () => {
    expect(brief(await items(admin))).toEqual([
      '2026-11-23 07:30–08:30 Yoga (71)',
      '2026-11-25 14:00–15:00 Busy (72)',
      '2026-11-26 07:30–08:30 Yoga (71)',
      '2026-11-26 18:00–19:00 Run (72)',
    ]);
    const [yoga, nap] = await items(admin);
    expect(yoga).toMatchObject({
      label: 'Me Time',
      allDay: false,
      detail: 'Do not disturb',
      path: '/me-time',
    });
    expect(nap).toMatchObject({ title: 'Busy', detail: null, path: null });

    expect(brief(await items(sam))).toEqual([
      '2026-11-23 07:30–08:30 Busy (71)',
      '2026-11-25 14:00–15:00 Nap (72)',
      '2026-11-26 07:30–08:30 Busy (71)',
      '2026-11-26 18:00–19:00 Run (72)',
    ]);
    expect((await items(mia)).map((i) => i.title)).toEqual(['Busy', 'Busy', 'Busy', 'Run']);
  });

  it('expands a block stored from year 1 and lasting until now by the window alone', async () => {
    // Written before dates and lengths were checked: a repeat begun each day for 2,025 years would reach the week.
    await api.db().execute(sql`insert into wellness.me_time_blocks
      (family_id, user_id, title, start_time, end_time, is_recurring, recurrence_pattern, do_not_disturb, is_shared)
      values (${FAMILY}, 72, 'Forever', '0001-11-23T11:00:00Z', '2026-11-23T12:00:00Z', true, 'daily', true, true)`);
    const forever = (await items(admin)).filter((i) => i.title === 'Forever');
    expect(forever.map((i) => `${i.day} ${i.startTime}–${i.endTime}`)).toEqual(
      ['23', '24', '25', '26', '27', '28', '29'].map((d) => `2026-11-${d} 12:00–12:00`),
    );
    api.clock.now = new Date('2026-11-24T15:00:00Z');
    expect((await as(sam).get('/internal/do-not-disturb').expect(200)).body).toEqual({
      since: '2026-11-24T11:00:00.000Z',
      until: '2026-11-25T11:00:00.000Z',
    });
  });

  it('reads the days in the given zone', async () => {
    const tokyo = await items(admin, 'source=me-time-blocks&from=2026-11-25&to=2026-11-25&tz=Asia/Tokyo');
    expect(brief(tokyo)).toEqual(['2026-11-25 22:00–23:00 Busy (72)']);
  });

  it("never shows another family's me time, and refuses another source or a bad window", async () => {
    expect(await items(stranger)).toEqual([]);
    const source = await as(admin)
      .get('/api/wellness/calendar-items?source=moods&from=2026-11-23&to=2026-11-29')
      .expect(400);
    expect(source.body.message).toBe('source must be me-time-blocks');
    await as(admin)
      .get('/api/wellness/calendar-items?source=me-time-blocks&from=2026-11-29&to=2026-11-23')
      .expect(400);
    await as(admin)
      .get('/api/wellness/calendar-items?source=me-time-blocks&from=2026-11-23&to=2026-11-29&tz=Mars/Base')
      .expect(400);
  });
});

describe('GET /internal/do-not-disturb (planning holds alerts meanwhile)', () => {
  const dnd = async (by: Caller) => (await as(by).get('/internal/do-not-disturb').expect(200)).body;
  const add = (by: Caller, body: Record<string, unknown>) =>
    as(by)
      .post('/api/me-time-blocks')
      .send({ userId: by.userId, doNotDisturb: true, ...body })
      .expect(201);

  it('says since and until when the caller is in do-not-disturb me time now', async () => {
    await add(admin, { title: 'Nap', startTime: '2026-11-23T09:00:00Z', endTime: '2026-11-23T10:00:00Z' });
    await add(sam, {
      title: 'Reading',
      startTime: '2026-11-23T09:00:00Z',
      endTime: '2026-11-23T10:00:00Z',
      doNotDisturb: false,
    });
    expect(await dnd(admin)).toEqual({
      since: '2026-11-23T09:00:00.000Z',
      until: '2026-11-23T10:00:00.000Z',
    });
    // Only one's own blocks count, and only those marked do-not-disturb; never another family's.
    expect(await dnd(sam)).toEqual({ since: null, until: null });
    expect(await dnd(stranger)).toEqual({ since: null, until: null });
    api.clock.now = new Date('2026-11-23T10:00:00Z');
    expect(await dnd(admin)).toEqual({ since: null, until: null });
  });

  it('counts a repeat of a repeating block, and not a one-off block marked completed', async () => {
    await add(sam, {
      title: 'Meditation',
      startTime: '2026-11-16T09:00:00Z',
      endTime: '2026-11-16T09:30:00Z',
      isRecurring: true,
      recurrencePattern: 'weekly',
      daysOfWeek: ['monday'],
    });
    expect(await dnd(sam)).toEqual({
      since: '2026-11-23T09:00:00.000Z',
      until: '2026-11-23T09:30:00.000Z',
    });
    const nap = (
      await add(admin, { title: 'Nap', startTime: '2026-11-23T09:00:00Z', endTime: '2026-11-23T10:00:00Z' })
    ).body as MeTimeBlock;
    await as(admin).post(`/api/me-time-blocks/${nap.id}/complete`).send({ completed: true }).expect(200);
    expect(await dnd(admin)).toEqual({ since: null, until: null });
  });
});
