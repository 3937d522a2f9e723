import { sql } from 'drizzle-orm';
import type { MeTimeBlock, Page } from '@familyhub/contracts';
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
