import { sql } from 'drizzle-orm';
import type { Checkin, CheckinList } from '@familyhub/contracts';
import { createFieldCipher, rowsOf, type Caller } from '@familyhub/server-kit';
import { TEST_FIELD_KEY } from '@familyhub/server-kit/testing';
import { reach, setupWellnessApi } from '../testing/wellness-api';

const FAMILY = 9601;
const admin: Caller = { userId: 91, familyId: FAMILY, role: 'admin', plan: 'annual' };
const parent: Caller = { userId: 92, familyId: FAMILY, role: 'parent', plan: 'annual' };
const teen: Caller = { userId: 93, familyId: FAMILY, role: 'child', plan: 'annual' };
const sibling: Caller = { userId: 94, familyId: FAMILY, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 99, familyId: 9602, role: 'admin', plan: 'annual' };

const PATH = '/api/mental-health-checkins';
const RANGE = 'from=2026-11-01&to=2026-11-30';
const api = setupWellnessApi();
const { as } = api;

const day = {
  overallFeeling: 4,
  sleepQuality: 6,
  anxiety: 7,
  depression: 3,
  focus: 5,
  responses: [{ prompt: 'What is on your mind?', answer: 'Exams next week' }],
  date: '2026-11-20',
};

async function save(by: Caller, body: Record<string, unknown>): Promise<Checkin> {
  return (await as(by).post(PATH).send(body).expect(200)).body as Checkin;
}

const storedCheckins = async () =>
  rowsOf(await api.db().execute(sql`select * from wellness.mental_health_checkins order by id`));

/** The columns that may be plain: which row, whose, which day, when. Every other one is empty or sealed. */
const PLAIN_COLUMNS = new Set(['id', 'family_id', 'user_id', 'date', 'created_at', 'updated_at']);
function expectNothingReadable(row: Record<string, unknown>) {
  for (const [column, value] of Object.entries(row)) {
    if (PLAIN_COLUMNS.has(column)) continue;
    if (value !== null) expect([column, value]).toEqual([column, expect.stringMatching(/^enc:v1:/)]);
  }
}

/** A check-in as the service stored it before its scores were sealed: plain measures, the answers sealed. */
async function insertLegacyCheckin(by: Caller, date: string, scores: number[], answer?: string) {
  const responses =
    answer === undefined
      ? null
      : createFieldCipher(TEST_FIELD_KEY, []).encrypt(
          JSON.stringify([{ prompt: 'Q', answer }]),
          `wellness.mental_health_checkins.responses|family:${by.familyId}|member:${by.userId}`,
        );
  const [overall, sleep, anxiety, depression, focus] = scores;
  await api.db().execute(sql`
    insert into wellness.mental_health_checkins
      (family_id, user_id, overall_feeling, sleep_quality, anxiety, depression, focus, responses, date)
    values (${by.familyId}, ${by.userId}, ${overall}, ${sleep}, ${anxiety}, ${depression}, ${focus}, ${responses},
            ${date})`);
}

beforeAll(() => {
  api.families.set(FAMILY, [
    reach(91, 'Alex', 'admin'),
    reach(92, 'Pat', 'parent'),
    reach(93, 'Tess', 'child'),
    reach(94, 'Sid', 'child'),
  ]);
  api.families.set(9602, [reach(99, 'Other', 'admin')]);
});
beforeEach(async () => {
  await api.db().execute(sql`delete from wellness.mental_health_checkin_shares`);
  await api.db().execute(sql`delete from wellness.mental_health_checkins`);
  await api.db().execute(sql`delete from wellness.journal_entries`);
});

describe('check-ins', () => {
  it('are one a day: a second save that day updates it; answers are stored with no plain text', async () => {
    const first = await save(teen, day);
    expect(first).toMatchObject({ userId: 93, overallFeeling: 4, responses: day.responses });
    const again = await save(teen, { ...day, overallFeeling: 8, responses: [] });
    expect(again).toMatchObject({ id: first.id, overallFeeling: 8, responses: [] });
    await save(teen, { ...day, date: '2026-11-21' });
    const mine = (await as(teen).get(`${PATH}?${RANGE}`).expect(200)).body as CheckinList;
    expect(mine.items.map((c) => [c.date, c.overallFeeling])).toEqual([
      ['2026-11-20', 8],
      ['2026-11-21', 4],
    ]);
    const rows = await storedCheckins();
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('Exams');
    expect(stored).not.toContain('What is on your mind');
    for (const row of rows) {
      // No measure in a column of its own, not one digit: the five are one sealed value.
      expect(row).toMatchObject({
        overall_feeling: null,
        sleep_quality: null,
        anxiety: null,
        depression: null,
        focus: null,
        scores: expect.stringMatching(/^enc:v1:/),
      });
      expectNothingReadable(row);
    }
    // A sealed value moved to another member's row does not open there (a 500, never the scores).
    await save(sibling, { ...day, date: '2026-11-22' });
    await api.db().execute(sql`
      update wellness.mental_health_checkins set scores = (
        select scores from wellness.mental_health_checkins where user_id = 93 and date = '2026-11-20')
      where user_id = 94`);
    await as(sibling).get(`${PATH}?${RANGE}`).expect(500);
  });

  it('saved before the scores were sealed read as they were, and are sealed by the job or their next save', async () => {
    await insertLegacyCheckin(teen, '2026-11-18', [2, 3, 8, 7, 4], 'Could not sleep');
    await insertLegacyCheckin(teen, '2026-11-19', [3, 5, 6, 6, 5]);
    await insertLegacyCheckin(teen, '2026-11-20', [2, 2, 9, 8, 3]);
    const asSaved = ((await as(teen).get(`${PATH}?${RANGE}`).expect(200)).body as CheckinList).items;
    expect(
      asSaved.map((c) => [c.date, c.overallFeeling, c.sleepQuality, c.anxiety, c.depression, c.focus]),
    ).toEqual([
      ['2026-11-18', 2, 3, 8, 7, 4],
      ['2026-11-19', 3, 5, 6, 6, 5],
      ['2026-11-20', 2, 2, 9, 8, 3],
    ]);
    expect(asSaved.map((c) => c.responses)).toEqual([[{ prompt: 'Q', answer: 'Could not sleep' }], [], []]);
    expect((await as(teen).get('/api/wellness/me/today?date=2026-11-19').expect(200)).body.checkinDone).toBe(
      true,
    );

    // A save of that day replaces the row and its plain scores with sealed ones.
    await save(teen, { ...day, overallFeeling: 3 });
    const afterSave = await storedCheckins();
    expect(afterSave.map((r) => r.overall_feeling)).toEqual([2, 3, null]);
    expectNothingReadable(afterSave[2]);

    // The field-key-rotation job seals the rest, once.
    expect((await api.app().rotateFieldKeys()).checkins).toBe(2);
    expect((await api.app().rotateFieldKeys()).checkins).toBe(0);
    for (const row of await storedCheckins()) expectNothingReadable(row);
    const read = ((await as(teen).get(`${PATH}?${RANGE}`).expect(200)).body as CheckinList).items;
    expect(read.map((c) => [c.overallFeeling, c.sleepQuality, c.anxiety, c.depression, c.focus])).toEqual([
      [2, 3, 8, 7, 4],
      [3, 5, 6, 6, 5],
      [3, 6, 7, 3, 5],
    ]);
    expect(read[0].responses).toEqual([{ prompt: 'Q', answer: 'Could not sleep' }]);
  });

  it('are private: no admin, parent, sibling or other family reads them', async () => {
    await save(teen, day);
    for (const other of [admin, parent, sibling, stranger]) {
      await as(other).get(`${PATH}?userId=93&${RANGE}`).expect(404);
      expect(((await as(other).get(`${PATH}?${RANGE}`).expect(200)).body as CheckinList).items).toEqual([]);
      expect((await as(other).get(`${PATH}/shares`).expect(200)).body).toEqual({
        viewerIds: [],
        sharedWithMe: [],
      });
    }
  });

  it('may be shared with chosen members (a teen with a parent), read only, and unshared', async () => {
    await save(teen, day);
    await as(teen)
      .put(`${PATH}/shares`)
      .send({ viewerIds: [99] })
      .expect(400);
    const shares = await as(teen)
      .put(`${PATH}/shares`)
      .send({ viewerIds: [92, 93] })
      .expect(200);
    expect(shares.body).toEqual({ viewerIds: [92], sharedWithMe: [] });
    expect((await as(parent).get(`${PATH}/shares`).expect(200)).body).toEqual({
      viewerIds: [],
      sharedWithMe: [93],
    });
    const read = (await as(parent).get(`${PATH}?userId=93&${RANGE}`).expect(200)).body as CheckinList;
    expect(read.items.map((c) => c.responses)).toEqual([day.responses]);
    // Saving is always the caller's own check-in: the parent cannot write into the teen's.
    await save(parent, { ...day, overallFeeling: 9 });
    expect(
      ((await as(teen).get(`${PATH}?${RANGE}`).expect(200)).body as CheckinList).items[0].overallFeeling,
    ).toBe(4);
    for (const other of [admin, sibling, stranger])
      await as(other).get(`${PATH}?userId=93&${RANGE}`).expect(404);
    // A parent sharing does not open the child's to them.
    await as(parent)
      .put(`${PATH}/shares`)
      .send({ viewerIds: [93] })
      .expect(200);
    await as(teen).get(`${PATH}?userId=92&${RANGE}`).expect(200);
    await as(teen).put(`${PATH}/shares`).send({ viewerIds: [] }).expect(200);
    await as(parent).get(`${PATH}?userId=93&${RANGE}`).expect(404);
  });

  it('say the scale in their refusals and ask for a bounded range', async () => {
    const high = await as(teen)
      .post(PATH)
      .send({ ...day, overallFeeling: 11 })
      .expect(400);
    expect(high.body.message).toMatch('Overall feeling must be between 1 and 10');
    const low = await as(teen)
      .post(PATH)
      .send({ ...day, focus: 0 })
      .expect(400);
    expect(low.body.message).toMatch('Focus must be between 1 and 10');
    await as(teen).get(`${PATH}?from=2026-11-30&to=2026-11-01`).expect(400);
    await as(teen).get(`${PATH}?from=2024-01-01&to=2026-11-01`).expect(400);
  });

  it('tell the member themself whether they wrote and checked in today (the dashboard)', async () => {
    const today = '/api/wellness/me/today?date=2026-11-20';
    expect((await as(teen).get(today).expect(200)).body).toEqual({
      journalWritten: false,
      checkinDone: false,
    });
    await save(teen, day);
    await as(teen)
      .post('/api/journal-entries')
      .send({ title: 't', content: 'c', date: '2026-11-20' })
      .expect(201);
    expect((await as(teen).get(today).expect(200)).body).toEqual({ journalWritten: true, checkinDone: true });
    expect((await as(parent).get(today).expect(200)).body).toEqual({
      journalWritten: false,
      checkinDone: false,
    });
    expect((await as(stranger).get(today).expect(200)).body).toEqual({
      journalWritten: false,
      checkinDone: false,
    });
  });
});
