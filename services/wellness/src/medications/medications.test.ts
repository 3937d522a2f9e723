import { sql } from 'drizzle-orm';
import {
  apiMessageCatalogues,
  raiseAlertsBody,
  renderMessage,
  type Medication,
  type MedicationDay,
  type MedicationLog,
  type Page,
  type RaiseAlertsBody,
} from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { reach, setupWellnessApi } from '../testing/wellness-api';

const FAMILY = 9101;
const admin: Caller = { userId: 11, familyId: FAMILY, role: 'admin', plan: 'monthly' };
const sam: Caller = { userId: 12, familyId: FAMILY, role: 'parent', plan: 'monthly' };
const mia: Caller = { userId: 13, familyId: FAMILY, role: 'child', plan: 'monthly' };
const leo: Caller = { userId: 14, familyId: FAMILY, role: 'child', plan: 'monthly' };
const stranger: Caller = { userId: 21, familyId: 9102, role: 'admin', plan: 'monthly' };

const api = setupWellnessApi();
const { as } = api;
const published = api.recordPublished(FAMILY);

beforeAll(() => {
  api.families.set(FAMILY, [
    reach(11, 'Alex', 'admin'),
    reach(12, 'Sam', 'parent'),
    reach(13, 'Mia', 'child'),
    reach(14, 'Leo', 'child'),
  ]);
  api.families.set(9102, [reach(21, 'Other', 'admin')]);
});

beforeEach(async () => {
  await api.db().execute(sql`delete from wellness.medications`);
  api.clock.now = new Date('2026-11-23T08:12:00Z'); // a Monday
  published.length = 0;
  api.alertCalls.length = 0;
});

const amoxicillin = {
  userId: mia.userId,
  name: 'Amoxicillin',
  dosage: '250 mg',
  frequency: 'twice_daily',
  timeOfDay: ['morning', 'evening'],
  startDate: '2026-11-20',
  endDate: '2026-11-30',
  instructions: 'With food',
};

async function add(by: Caller, body: Record<string, unknown> = amoxicillin): Promise<Medication> {
  const res = await as(by).post('/api/medications').send(body).expect(201);
  return res.body as Medication;
}

async function day(by: Caller, query = 'date=2026-11-23'): Promise<Page<MedicationDay>> {
  return (await as(by).get(`/api/medications/today?${query}`).expect(200)).body as Page<MedicationDay>;
}

describe('medications', () => {
  it('adds, lists, edits and deletes a medication, its name, dosage and instructions stored encrypted', async () => {
    const med = await add(sam);
    expect(med).toMatchObject({
      ...amoxicillin,
      isActive: true,
      daysOfWeek: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
      minIntervalHours: null,
      createdById: sam.userId,
    });
    const raw = await api
      .db()
      .execute(sql`select name, dosage, instructions from wellness.medications where id = ${med.id}`);
    const row = (raw as unknown as { rows: Record<string, string>[] }).rows[0];
    for (const value of Object.values(row)) expect(value).toMatch(/^enc:v1:/);

    const list = (await as(admin).get('/api/medications').expect(200)).body as Page<Medication>;
    expect(list).toEqual({ items: [med], nextCursor: null });

    const edited = await as(admin)
      .patch(`/api/medications/${med.id}`)
      .send({ dosage: '500 mg', isActive: false });
    expect(edited.body).toMatchObject({ name: 'Amoxicillin', dosage: '500 mg', isActive: false });
    await as(sam).delete(`/api/medications/${med.id}`).expect(204);
    await as(sam).get(`/api/medications/${med.id}`).expect(404);
    expect(published).toEqual(['medications', 'medications', 'medications', 'medication-logs']);
  });

  it('says the spec’s validation texts', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...amoxicillin, name: '' }, 'Please fill in all required fields.'],
      [{ ...amoxicillin, userId: undefined }, 'Please fill in all required fields.'],
      [{ ...amoxicillin, frequency: undefined }, 'Please fill in all required fields.'],
      [{ ...amoxicillin, startDate: undefined }, 'Please fill in all required fields.'],
      [{ ...amoxicillin, timeOfDay: [] }, 'Select at least one time of day'],
      [{ ...amoxicillin, frequency: 'weekly', daysOfWeek: [] }, 'Select at least one day of week'],
      [{ ...amoxicillin, frequency: 'biweekly', daysOfWeek: [] }, 'Select at least one day of week'],
      [{ ...amoxicillin, userId: 999 }, 'Choose a member of your family'],
    ];
    for (const [body, message] of cases) {
      const res = await as(admin).post('/api/medications').send(body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const med = await add(admin, { ...amoxicillin, frequency: 'weekly', daysOfWeek: ['monday'] });
    const res = await as(admin).patch(`/api/medications/${med.id}`).send({ daysOfWeek: [] });
    expect([res.status, res.body.message]).toEqual([400, 'Select at least one day of week']);
  });

  it('pages the list with a cursor', async () => {
    for (const name of ['A', 'B', 'C']) await add(sam, { ...amoxicillin, name });
    const first = (await as(sam).get('/api/medications?limit=2').expect(200)).body as Page<Medication>;
    expect(first.items.map((m) => m.name)).toEqual(['A', 'B']);
    const second = (await as(sam).get(`/api/medications?limit=2&cursor=${first.nextCursor}`).expect(200))
      .body as Page<Medication>;
    expect([second.items.map((m) => m.name), second.nextCursor]).toEqual([['C'], null]);
  });
});

describe('who may do what', () => {
  it('lets parents manage a child’s medications and the child only see and log their own', async () => {
    const mine = await add(sam);
    const parents = await add(admin, { ...amoxicillin, userId: sam.userId, name: 'Lisinopril' });
    const refusal = { error: 'forbidden', message: 'Only parents and admins can manage medications' };
    await as(mia).post('/api/medications').send(amoxicillin).expect(403, refusal);
    await as(mia).patch(`/api/medications/${mine.id}`).send({ dosage: '1 g' }).expect(403, refusal);
    await as(mia).delete(`/api/medications/${mine.id}`).expect(403, refusal);

    // A child never sees a parent's (or a sibling's) medications.
    const seen = (await as(mia).get('/api/medications').expect(200)).body as Page<Medication>;
    expect(seen.items.map((m) => m.id)).toEqual([mine.id]);
    await as(mia).get(`/api/medications/${parents.id}`).expect(404);
    await as(leo).get(`/api/medications/${mine.id}`).expect(404);
    await as(mia).get(`/api/medications?userId=${sam.userId}`).expect(403);
    await as(mia)
      .post('/api/medication-logs')
      .send({ medicationId: parents.id, timeOfDay: 'morning' })
      .expect(404);
    await as(mia)
      .post('/api/medication-logs')
      .send({ medicationId: mine.id, timeOfDay: 'morning' })
      .expect(201);
    expect((await day(mia)).items.map((d) => d.medication.id)).toEqual([mine.id]);
  });

  it('answers 404 to another family on every route and shows them nothing', async () => {
    const med = await add(sam);
    await as(stranger).get(`/api/medications/${med.id}`).expect(404);
    await as(stranger).patch(`/api/medications/${med.id}`).send({ name: 'Mine' }).expect(404);
    await as(stranger).delete(`/api/medications/${med.id}`).expect(404);
    await as(stranger)
      .post('/api/medication-logs')
      .send({ medicationId: med.id, timeOfDay: 'morning' })
      .expect(404);
    const log = (
      await as(sam).post('/api/medication-logs').send({ medicationId: med.id, timeOfDay: 'morning' })
    ).body as MedicationLog;
    await as(stranger).delete(`/api/medication-logs/${log.id}`).expect(404);
    expect((await as(stranger).get('/api/medications').expect(200)).body).toEqual({
      items: [],
      nextCursor: null,
    });
    expect((await as(stranger).get('/api/medication-logs').expect(200)).body).toEqual({
      items: [],
      nextCursor: null,
    });
    expect((await day(stranger)).items).toEqual([]);
    await as(stranger)
      .post('/api/medications')
      .send({ ...amoxicillin, userId: mia.userId })
      .expect(400);
  });
});

describe('the shared dose log', () => {
  it('shows each medication’s status and doses of the day (001 §4)', async () => {
    const twice = await add(sam);
    const weekly = await add(sam, {
      ...amoxicillin,
      name: 'Vitamin D',
      timeOfDay: ['morning'],
      frequency: 'weekly',
      daysOfWeek: ['friday'],
    });
    await as(sam)
      .post('/api/medication-logs')
      .send({ medicationId: twice.id, timeOfDay: 'morning' })
      .expect(201);
    let statuses = (await day(admin)).items.map((d) => [
      d.medication.name,
      d.status,
      d.doses.map((x) => !!x.log),
    ]);
    expect(statuses).toEqual([
      ['Amoxicillin', 'due', [true, false]],
      ['Vitamin D', 'not_due', [false]],
    ]);
    await as(admin)
      .post('/api/medication-logs')
      .send({ medicationId: twice.id, timeOfDay: 'evening', skipped: true, notes: 'Asleep' })
      .expect(201);
    statuses = (await day(admin)).items.map((d) => [
      d.medication.name,
      d.status,
      d.doses.map((x) => !!x.log),
    ]);
    expect(statuses[0]).toEqual(['Amoxicillin', 'taken', [true, true]]);
    const logRes = await as(sam).post('/api/medication-logs').send({ medicationId: weekly.id });
    expect([logRes.status, logRes.body.message]).toEqual([400, 'This medication is not due on that day']);
    const noSlot = await as(sam).post('/api/medication-logs').send({ medicationId: twice.id });
    expect([noSlot.status, noSlot.body.message]).toEqual([
      400,
      'Choose which dose this is (the time of day)',
    ]);
  });

  it('refuses a second log of the same dose with who gave it and when', async () => {
    const med = await add(admin);
    await as(sam)
      .post('/api/medication-logs')
      .send({ medicationId: med.id, timeOfDay: 'morning' })
      .expect(201);
    api.clock.now = new Date('2026-11-23T08:20:00Z');
    const again = await as(admin)
      .post('/api/medication-logs')
      .send({ medicationId: med.id, timeOfDay: 'morning' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      error: 'conflict',
      message: 'Already given by Sam at 08:12',
      details: { takenByName: 'Sam', log: { takenByUserId: sam.userId, timeOfDay: 'morning' } },
    });
    const skip = await as(admin)
      .post('/api/medication-logs')
      .send({ medicationId: med.id, timeOfDay: 'morning', skipped: true });
    expect([skip.status, skip.body.message]).toEqual([409, 'Already given by Sam at 08:12']);
  });

  it('lets only one of two caregivers logging the same dose at once succeed', async () => {
    const med = await add(admin);
    for (let round = 0; round < 3; round += 1) {
      const slot = (['morning', 'evening', 'morning'] as const)[round];
      const date = round === 2 ? '2026-11-22' : '2026-11-23';
      const answers = await Promise.all(
        [sam, admin, sam, admin].map((by) =>
          as(by).post('/api/medication-logs').send({ medicationId: med.id, timeOfDay: slot, date }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    }
    const logs = (await as(sam).get(`/api/medication-logs?medicationId=${med.id}`).expect(200))
      .body as Page<MedicationLog>;
    expect(logs.items).toHaveLength(3);
  });

  it('keeps a minimum interval between as-needed doses (editable)', async () => {
    const med = await add(sam, { ...amoxicillin, name: 'Ibuprofen', frequency: 'as_needed', timeOfDay: [] });
    expect(med.minIntervalHours).toBe(4);
    await as(sam).post('/api/medication-logs').send({ medicationId: med.id }).expect(201);
    api.clock.now = new Date('2026-11-23T11:00:00Z');
    const early = await as(admin).post('/api/medication-logs').send({ medicationId: med.id });
    expect([early.status, early.body.message]).toEqual([
      409,
      'Already given by Sam at 08:12; the next dose is allowed from 12:12',
    ]);
    api.clock.now = new Date('2026-11-23T12:31:00Z');
    const concurrent = await Promise.all(
      [sam, admin].map((by) =>
        as(by).post('/api/medication-logs').send({ medicationId: med.id, takenAt: '2026-11-23T12:30:00Z' }),
      ),
    );
    expect(concurrent.map((a) => a.status).sort()).toEqual([201, 409]);
    await as(sam).patch(`/api/medications/${med.id}`).send({ minIntervalHours: 1 }).expect(200);
    api.clock.now = new Date('2026-11-23T13:46:00Z');
    await as(sam)
      .post('/api/medication-logs')
      .send({ medicationId: med.id, takenAt: '2026-11-23T13:45:00Z' })
      .expect(201);
  });

  it("decides a dose's day and time itself: a little late is fine, the future never", async () => {
    const med = await add(sam);
    const ibuprofen = await add(sam, {
      ...amoxicillin,
      name: 'Ibuprofen',
      frequency: 'as_needed',
      timeOfDay: [],
    });
    await as(sam)
      .post('/api/medication-logs')
      .send({ medicationId: med.id, timeOfDay: 'morning' })
      .expect(201);
    const refused = async (body: Record<string, unknown>) => {
      const res = await as(sam).post('/api/medication-logs').send(body);
      return [res.status, res.body.message];
    };
    // Tomorrow's morning dose cannot be ticked off today, nor an as-needed dose given in 7 hours.
    expect(await refused({ medicationId: med.id, timeOfDay: 'morning', date: '2026-11-24' })).toEqual([
      400,
      'A dose cannot be logged for a day that has not come yet',
    ]);
    expect(await refused({ medicationId: ibuprofen.id, takenAt: '2026-11-23T15:12:00Z' })).toEqual([
      400,
      'A dose cannot be logged as taken in the future',
    ]);
    // Last week's dose, or one "taken" two days ago, is past the window for a late log.
    expect(await refused({ medicationId: med.id, timeOfDay: 'evening', date: '2026-11-21' })).toEqual([
      400,
      'A dose can be logged at most 24 hours late',
    ]);
    expect(await refused({ medicationId: ibuprofen.id, takenAt: '2026-11-21T08:00:00Z' })).toEqual([
      400,
      'A dose can be logged at most 24 hours late',
    ]);
    // Last night's evening dose, logged this morning, and a dose given an hour ago are taken as said.
    const lastNight = (
      await as(sam)
        .post('/api/medication-logs')
        .send({
          medicationId: med.id,
          timeOfDay: 'evening',
          date: '2026-11-22',
          takenAt: '2026-11-22T19:05:00Z',
        })
        .expect(201)
    ).body as MedicationLog;
    expect([lastNight.date, lastNight.takenAt]).toEqual(['2026-11-22', '2026-11-22T19:05:00.000Z']);
    const anHourAgo = (
      await as(sam)
        .post('/api/medication-logs')
        .send({ medicationId: ibuprofen.id, takenAt: '2026-11-23T07:12:00Z' })
        .expect(201)
    ).body as MedicationLog;
    expect([anHourAgo.date, anHourAgo.takenAt]).toEqual(['2026-11-23', '2026-11-23T07:12:00.000Z']);
  });

  it('undoes a log and deletes a medication with all its logs', async () => {
    const med = await add(sam);
    const log = (
      await as(sam).post('/api/medication-logs').send({ medicationId: med.id, timeOfDay: 'morning' })
    ).body as MedicationLog;
    await as(leo).delete(`/api/medication-logs/${log.id}`).expect(404);
    await as(admin).delete(`/api/medication-logs/${log.id}`).expect(204);
    await as(sam)
      .post('/api/medication-logs')
      .send({ medicationId: med.id, timeOfDay: 'morning' })
      .expect(201);
    await as(sam).delete(`/api/medications/${med.id}`).expect(204);
    const left = await api.db().execute(sql`select count(*)::int as n from wellness.medication_logs`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });
});

describe('missed-dose alerts', () => {
  it('alerts the caregivers 30 minutes after an unlogged slot, once, and clears it when the dose is logged', async () => {
    const med = await add(sam, { ...amoxicillin, timeZone: 'Europe/Berlin' });
    // 08:00 in Berlin is 07:00 UTC: at 07:29 UTC nothing yet, at 07:31 the morning dose is missed.
    expect(await api.app().runReminders(new Date('2026-11-23T07:29:00Z'))).toBe(0);
    expect(await api.app().runReminders(new Date('2026-11-23T07:31:00Z'))).toBe(1);
    expect(await api.app().runReminders(new Date('2026-11-23T07:40:00Z'))).toBe(0);
    expect(api.alertCalls).toEqual([
      {
        call: 'raise',
        caller: { service: 'wellness', familyId: FAMILY },
        body: expect.objectContaining({
          dedupeKey: `dose-missed:${med.id}:2026-11-23:morning`,
          recipientIds: [11, 12, 13],
          title: 'Amoxicillin: dose not logged',
          description: 'Morning dose for Mia was due at 08:00.',
          target: { type: 'medication', id: med.id },
          priority: 'normal',
          showFrom: '2026-11-23T07:30:00.000Z',
          timeZone: 'Europe/Berlin',
        }),
      },
    ]);
    // Worded for each caregiver's language (issue #35): the medication and the child's name as typed.
    const { wording } = api.alertCalls[0].body as RaiseAlertsBody;
    expect(raiseAlertsBody.safeParse({ domain: 'wellness', ...api.alertCalls[0].body }).success).toBe(true);
    const { default: es } = await apiMessageCatalogues.es();
    expect(renderMessage(wording!.title, 'es', es)).toBe('Amoxicillin: toma sin registrar');
    expect(renderMessage(wording!.description!, 'es', es)).toBe('Mañana: la toma de Mia era a las 08:00.');
    api.alertCalls.length = 0;
    await as(admin)
      .post('/api/medication-logs')
      .send({ medicationId: med.id, timeOfDay: 'morning', date: '2026-11-23' })
      .expect(201);
    // The missed-dose alert goes, and the other caregivers (and Mia) hear at once that it was given (issue #30).
    await new Promise((resolve) => setImmediate(resolve));
    expect(api.alertCalls).toEqual([
      { call: 'clear', caller: admin, body: { dedupeKey: `dose-missed:${med.id}:2026-11-23:morning` } },
      {
        call: 'raise',
        caller: admin,
        body: expect.objectContaining({
          dedupeKey: `dose-given:${med.id}:2026-11-23:morning`,
          priority: 'urgent',
          title: expect.stringMatching(/ gave .* Amoxicillin$/),
          // 08:00 in Berlin, when the dose was logged for: the time in the medication's own zone.
          description: expect.stringMatching(/^Morning dose, at \d\d:\d\d: no need to give it again\.$/),
          target: { type: 'medication', id: med.id },
        }),
      },
    ]);
    expect((api.alertCalls[1].body as { recipientIds: number[] }).recipientIds).not.toContain(admin.userId);
  });
});

describe('a member who leaves', () => {
  it('takes their medications, logs, water, moods and me time with them; doses they gave others stay unnamed', async () => {
    const miasMed = await add(sam);
    const samsMed = await add(admin, { ...amoxicillin, userId: sam.userId, name: 'Lisinopril' });
    await as(sam)
      .post('/api/medication-logs')
      .send({ medicationId: miasMed.id, timeOfDay: 'morning' })
      .expect(201);
    await as(sam)
      .post('/api/medication-logs')
      .send({ medicationId: samsMed.id, timeOfDay: 'morning' })
      .expect(201);
    await as(sam)
      .post('/api/water-intakes')
      .send({ userId: sam.userId, amount: 8, date: '2026-11-23', time: '09:00' })
      .expect(201);
    await as(sam).post('/api/water-goals').send({ userId: sam.userId }).expect(201);
    await as(sam)
      .post('/api/moods')
      .send({ userId: sam.userId, mood: 'okay', date: '2026-11-23' })
      .expect(201);
    await as(sam)
      .post('/api/me-time-blocks')
      .send({
        userId: sam.userId,
        title: 'Run',
        startTime: '2026-11-23T18:00:00Z',
        endTime: '2026-11-23T19:00:00Z',
      })
      .expect(201);
    const res = await as(admin).post(`/internal/members/${sam.userId}/removed`).expect(200);
    expect(res.body.changed).toEqual({
      medications: 1,
      medication_logs: 1,
      medication_logs_by_them: 1,
      water_intake: 1,
      water_goals: 1,
      moods: 1,
      me_time_blocks: 1,
      journal_entries: 0,
      journal_entry_shares: 0,
      journal_entries_private_again: 0,
      mental_health_checkins: 0,
      mental_health_checkin_shares: 0,
    });
    const left = (await day(admin)).items;
    expect(left.map((d) => [d.medication.id, d.doses[0].log?.takenByUserId])).toEqual([[miasMed.id, null]]);
  });

  it('is in the family export with the encrypted fields opened', async () => {
    await add(sam);
    const res = await as(admin).get('/internal/export').expect(200);
    expect(res.body.tables.medications[0]).toMatchObject({ name: 'Amoxicillin', instructions: 'With food' });
  });
});
