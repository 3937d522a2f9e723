import { sql } from 'drizzle-orm';
import type { Page, WaterGoal, WaterIntake } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { reach, setupWellnessApi } from '../testing/wellness-api';

const FAMILY = 9201;
const admin: Caller = { userId: 31, familyId: FAMILY, role: 'admin', plan: 'monthly' };
const mia: Caller = { userId: 33, familyId: FAMILY, role: 'child', plan: 'monthly' };
const leo: Caller = { userId: 34, familyId: FAMILY, role: 'child', plan: 'monthly' };
const stranger: Caller = { userId: 41, familyId: 9202, role: 'admin', plan: 'monthly' };

const api = setupWellnessApi();
const { as } = api;
const published = api.recordPublished(FAMILY);

beforeAll(() => {
  api.families.set(FAMILY, [
    reach(31, 'Alex', 'admin'),
    reach(33, 'Mia', 'child'),
    reach(34, 'Leo', 'child'),
  ]);
  api.families.set(9202, [reach(41, 'Other', 'admin')]);
});

beforeEach(async () => {
  await api.db().execute(sql`delete from wellness.water_intake`);
  await api.db().execute(sql`delete from wellness.water_goals`);
  published.length = 0;
  api.alertCalls.length = 0;
});

const intake = (body: Record<string, unknown>) => ({ date: '2026-11-23', time: '09:00', ...body });

describe('water intake', () => {
  it('adds intakes in oz, ml and cups and totals them per member and day in ounces', async () => {
    const first = await as(admin)
      .post('/api/water-intakes')
      .send(intake({ userId: 33, amount: 8 }))
      .expect(201);
    expect(first.body).toMatchObject({
      userId: 33,
      amount: 8,
      unit: 'oz',
      date: '2026-11-23',
      time: '09:00',
    });
    await as(mia)
      .post('/api/water-intakes')
      .send(intake({ userId: 33, amount: 2, unit: 'cups', time: '10:00' }))
      .expect(201);
    await as(admin)
      .post('/api/water-intakes')
      .send(intake({ userId: 33, amount: 295.74, unit: 'ml', date: '2026-11-22' }))
      .expect(201);
    await as(admin)
      .post('/api/water-intakes')
      .send(intake({ userId: 31, amount: 16 }))
      .expect(201);
    const totals = await as(admin).get('/api/water-intakes/totals?from=2026-11-17&to=2026-11-23').expect(200);
    expect(totals.body.items).toEqual([
      { userId: 33, date: '2026-11-22', totalOz: 10 },
      { userId: 31, date: '2026-11-23', totalOz: 16 },
      { userId: 33, date: '2026-11-23', totalOz: 24 },
    ]);
    const list = (await as(admin).get('/api/water-intakes?userId=33&from=2026-11-23&limit=1').expect(200))
      .body as Page<WaterIntake>;
    expect(list.items.map((i) => i.time)).toEqual(['10:00']);
    expect(list.nextCursor).not.toBeNull();
    expect(published).toEqual(Array(4).fill('water-intakes'));
  });

  it('says the spec’s validation texts', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [intake({ amount: 8 }), 'Please fill in all required fields.'],
      [intake({ userId: 33 }), 'Please fill in all required fields.'],
      [intake({ userId: 33, amount: 0 }), 'Amount must be at least 1'],
      [intake({ userId: 33, amount: 8, date: '' }), 'Please fill in all required fields.'],
      [intake({ userId: 33, amount: 8, time: undefined }), 'Please fill in all required fields.'],
      [intake({ userId: 33, amount: 8, unit: 'l' }), 'Unit must be oz, ml or cups'],
    ];
    for (const [body, message] of cases) {
      const res = await as(admin).post('/api/water-intakes').send(body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const goal = await as(admin).post('/api/water-goals').send({ userId: 33, dailyGoal: 0 });
    expect([goal.status, goal.body.message]).toEqual([400, 'Daily goal must be at least 1']);
  });

  it('lets a child log and see only their own water', async () => {
    await as(admin)
      .post('/api/water-intakes')
      .send(intake({ userId: 34, amount: 8 }))
      .expect(201);
    await as(mia)
      .post('/api/water-intakes')
      .send(intake({ userId: 33, amount: 8 }))
      .expect(201);
    await as(mia)
      .post('/api/water-intakes')
      .send(intake({ userId: 34, amount: 8 }))
      .expect(403);
    const seen = (await as(mia).get('/api/water-intakes').expect(200)).body as Page<WaterIntake>;
    expect(seen.items.map((i) => i.userId)).toEqual([33]);
    await as(mia).get('/api/water-intakes?userId=34').expect(403);
    await as(mia).post('/api/water-goals').send({ userId: 34, dailyGoal: 40 }).expect(403);
  });

  it('answers 404 to another family and shows them nothing', async () => {
    const mine = (
      await as(admin)
        .post('/api/water-intakes')
        .send(intake({ userId: 33, amount: 8 }))
    ).body;
    const goal = (await as(admin).post('/api/water-goals').send({ userId: 33 }).expect(201))
      .body as WaterGoal;
    await as(stranger).delete(`/api/water-intakes/${mine.id}`).expect(404);
    await as(stranger).patch(`/api/water-goals/${goal.id}`).send({ dailyGoal: 1 }).expect(404);
    await as(stranger)
      .post('/api/water-intakes')
      .send(intake({ userId: 33, amount: 8 }))
      .expect(400);
    expect((await as(stranger).get('/api/water-intakes').expect(200)).body.items).toEqual([]);
    expect((await as(stranger).get('/api/water-goals').expect(200)).body.items).toEqual([]);
    const totals = await as(stranger).get('/api/water-intakes/totals?from=2026-11-23&to=2026-11-23');
    expect(totals.body.items).toEqual([]);
  });
});

describe('water goals', () => {
  it('creates a goal with the spec’s defaults, refuses a second one and updates it', async () => {
    const goal = (await as(mia).post('/api/water-goals').send({ userId: 33 }).expect(201)).body as WaterGoal;
    expect(goal).toMatchObject({
      dailyGoal: 64,
      unit: 'oz',
      reminder: false,
      reminderFrequency: 60,
      startTime: '08:00',
      endTime: '20:00',
    });
    const again = await as(admin).post('/api/water-goals').send({ userId: 33, dailyGoal: 80 });
    expect([again.status, again.body.message]).toEqual([
      409,
      'This member already has a water goal: change it instead',
    ]);
    const changed = await as(admin).patch(`/api/water-goals/${goal.id}`).send({ dailyGoal: 80 }).expect(200);
    expect(changed.body).toMatchObject({ dailyGoal: 80 });
    const bad = await as(admin).patch(`/api/water-goals/${goal.id}`).send({ reminderFrequency: 45 });
    expect([bad.status, bad.body.message]).toEqual([
      400,
      'Reminder frequency must be 30, 60, 90, 120, 180 or 240 minutes',
    ]);
    await as(leo).patch(`/api/water-goals/${goal.id}`).send({ dailyGoal: 1 }).expect(404);
    expect(published).toEqual(['water-goals', 'water-goals']);
  });

  it('reminds at the configured frequency inside the window until the goal is reached', async () => {
    const goal = (
      await as(admin)
        .post('/api/water-goals')
        .send({
          userId: 33,
          dailyGoal: 16,
          reminder: true,
          reminderFrequency: 120,
          timeZone: 'Europe/Berlin',
        })
        .expect(201)
    ).body as WaterGoal;
    // 07:30 in Berlin (06:30 UTC) is before the window; 09:10 is in the first two-hour slot.
    expect(await api.app().runReminders(new Date('2026-11-23T06:30:00Z'))).toBe(0);
    expect(await api.app().runReminders(new Date('2026-11-23T08:10:00Z'))).toBe(1);
    expect(await api.app().runReminders(new Date('2026-11-23T08:50:00Z'))).toBe(0);
    expect(api.alertCalls[0]).toMatchObject({
      call: 'raise',
      body: {
        dedupeKey: `water-reminder:${goal.id}:2026-11-23:0`,
        recipientIds: [33],
        title: 'Time for a glass of water',
        description: '0 of 16 oz so far today.',
        target: { type: 'water-goal', id: goal.id },
        showFrom: '2026-11-23T07:00:00.000Z',
        expiresAt: '2026-11-23T09:00:00.000Z',
        timeZone: 'Europe/Berlin',
      },
    });
    await as(mia)
      .post('/api/water-intakes')
      .send(intake({ userId: 33, amount: 2, unit: 'cups' }))
      .expect(201);
    expect(await api.app().runReminders(new Date('2026-11-23T10:10:00Z'))).toBe(0);
    // 20:00 closes the window.
    await api.db().execute(sql`delete from wellness.water_intake`);
    expect(await api.app().runReminders(new Date('2026-11-23T19:10:00Z'))).toBe(0);
  });
});
