import { sql } from 'drizzle-orm';
import type { Affirmation, MoodEntry, Page } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { reach, setupWellnessApi } from '../testing/wellness-api';

const FAMILY = 9301;
const admin: Caller = { userId: 51, familyId: FAMILY, role: 'admin', plan: 'monthly' };
const mia: Caller = { userId: 53, familyId: FAMILY, role: 'child', plan: 'monthly' };
const stranger: Caller = { userId: 61, familyId: 9302, role: 'admin', plan: 'monthly' };

const api = setupWellnessApi();
const { as } = api;

beforeAll(() => {
  api.families.set(FAMILY, [reach(51, 'Alex', 'admin'), reach(53, 'Mia', 'child')]);
  api.families.set(9302, [reach(61, 'Other', 'admin')]);
});
beforeEach(async () => {
  await api.db().execute(sql`delete from wellness.moods`);
});

describe('moods', () => {
  it('records a mood with energy and stress 5 by default, notes stored encrypted', async () => {
    const res = await as(mia)
      .post('/api/moods')
      .send({ userId: 53, mood: 'good', notes: 'Fun at school', date: '2026-11-23', time: '16:00' })
      .expect(201);
    expect(res.body).toMatchObject({
      userId: 53,
      mood: 'good',
      energy: 5,
      stress: 5,
      notes: 'Fun at school',
    });
    const raw = await api.db().execute(sql`select notes from wellness.moods`);
    expect((raw as unknown as { rows: { notes: string }[] }).rows[0].notes).toMatch(/^enc:v1:/);
    const list = (await as(admin).get('/api/moods?from=2026-11-17&to=2026-11-23').expect(200))
      .body as Page<MoodEntry>;
    expect(list.items.map((m) => m.notes)).toEqual(['Fun at school']);
  });

  it('says the spec’s validation texts', async () => {
    const valid = { userId: 53, mood: 'okay', date: '2026-11-23' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, userId: undefined }, 'Please fill in all required fields.'],
      [{ ...valid, mood: undefined }, 'Please fill in all required fields.'],
      [{ ...valid, date: undefined }, 'Please fill in all required fields.'],
      [{ ...valid, energy: 11 }, 'Energy must be between 1 and 10'],
      [{ ...valid, stress: 0 }, 'Stress must be between 1 and 10'],
    ];
    for (const [body, message] of cases) {
      const res = await as(admin).post('/api/moods').send(body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
  });

  it('lets a child record and see only their own moods; another family gets 404 and nothing', async () => {
    const adults = (
      await as(admin).post('/api/moods').send({ userId: 51, mood: 'bad', date: '2026-11-23' }).expect(201)
    ).body as MoodEntry;
    await as(mia).post('/api/moods').send({ userId: 51, mood: 'great', date: '2026-11-23' }).expect(403);
    expect(((await as(mia).get('/api/moods').expect(200)).body as Page<MoodEntry>).items).toEqual([]);
    await as(mia).get('/api/moods?userId=51').expect(403);
    await as(mia).delete(`/api/moods/${adults.id}`).expect(404);
    await as(stranger).delete(`/api/moods/${adults.id}`).expect(404);
    expect((await as(stranger).get('/api/moods').expect(200)).body.items).toEqual([]);
    await as(stranger).post('/api/moods').send({ userId: 51, mood: 'bad', date: '2026-11-23' }).expect(400);
  });
});

describe('the daily affirmation', () => {
  it('is the same all day, another tomorrow, with its author when it has one', async () => {
    const today = (await as(mia).get('/api/affirmations/daily?date=2026-11-23').expect(200))
      .body as Affirmation;
    const again = (await as(admin).get('/api/affirmations/daily?date=2026-11-23').expect(200))
      .body as Affirmation;
    const tomorrow = (await as(mia).get('/api/affirmations/daily?date=2026-11-24').expect(200))
      .body as Affirmation;
    expect(again).toEqual(today);
    expect(tomorrow.id).not.toBe(today.id);
    expect(today.content.length).toBeGreaterThan(0);
    expect(today).toHaveProperty('author');
    await as(null).get('/api/affirmations/daily').expect(401);
  });
});
