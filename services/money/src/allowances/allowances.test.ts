import type { Allowance, AllowancePage, AllowanceTransactionPage } from '@familyhub/contracts';
import { CHILD_ONLY_MESSAGE, NEGATIVE_BALANCE_MESSAGE } from '@familyhub/contracts';
import { createLiveEvents, type Caller } from '@familyhub/server-kit';
import { setupMoneyApi } from '../testing/money-api';
import { createAllowanceCreditsJob } from './allowance-credits.job';
import { createAllowancesRepository } from './allowances.repository';
import { ALREADY_HAS_ALLOWANCE, PARENTS_ONLY } from './allowances.service';

const FAMILY = 9401;
const admin: Caller = { userId: 71, familyId: FAMILY, role: 'admin', plan: 'annual' };
const parent: Caller = { userId: 72, familyId: FAMILY, role: 'parent', plan: 'annual' };
const mia: Caller = { userId: 73, familyId: FAMILY, role: 'child', plan: 'annual' };
const leo: Caller = { userId: 74, familyId: FAMILY, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 81, familyId: 9402, role: 'admin', plan: 'annual' };

const api = setupMoneyApi();
const { as, members } = api;
const published = api.recordPublished(FAMILY);

beforeAll(() => {
  members.set(FAMILY, [
    { id: 71, name: 'Alex', role: 'admin' },
    { id: 72, name: 'Sam', role: 'parent' },
    { id: 73, name: 'Mia', role: 'child' },
    { id: 74, name: 'Leo', role: 'child' },
  ]);
  members.set(9402, [{ id: 81, name: 'Other', role: 'admin' }]);
});

async function list(by: Caller): Promise<AllowancePage> {
  return (await as(by).get('/api/allowances').expect(200)).body as AllowancePage;
}
async function ledger(by: Caller, id: number, query = ''): Promise<AllowanceTransactionPage> {
  return (await as(by).get(`/api/allowances/${id}/transactions${query}`).expect(200))
    .body as AllowanceTransactionPage;
}
async function give(by: Caller, body: Record<string, unknown>): Promise<Allowance> {
  const res = await as(by)
    .post('/api/allowances')
    .send({ amountCents: 500, frequency: 'weekly', dayOfWeek: 6, ...body })
    .expect(201);
  return res.body as Allowance;
}

beforeEach(async () => {
  for (const a of (await list(admin)).items) await as(admin).delete(`/api/allowances/${a.id}`).expect(204);
  published.length = 0;
  api.now.current = new Date('2026-11-23T12:00:00Z');
});

describe('allowances', () => {
  it('gives a child an allowance, active with automatic credits from today', async () => {
    const a = await give(parent, { childId: mia.userId });
    expect(a).toMatchObject({
      childId: mia.userId,
      amountCents: 500,
      frequency: 'weekly',
      dayOfWeek: 6,
      dayOfMonth: null,
      status: 'active',
      autoCredit: true,
      startsOn: '2026-11-23',
      balanceCents: 0,
    });
    expect(published).toEqual(['allowances']);
    const again = await as(admin)
      .post('/api/allowances')
      .send({ childId: mia.userId, amountCents: 100, frequency: 'monthly', dayOfMonth: 1 })
      .expect(409);
    expect(again.body.message).toBe(ALREADY_HAS_ALLOWANCE);
  });

  it('is only for a child of the family', async () => {
    for (const childId of [parent.userId, 999]) {
      const res = await as(admin)
        .post('/api/allowances')
        .send({ childId, amountCents: 500, frequency: 'weekly', dayOfWeek: 6 })
        .expect(400);
      expect(res.body.message).toBe(CHILD_ONLY_MESSAGE);
    }
  });

  it('keeps a ledger of manual credits and debits with notes; the balance is its sum', async () => {
    const a = await give(parent, { childId: mia.userId });
    await as(parent)
      .post(`/api/allowances/${a.id}/transactions`)
      .send({ kind: 'credit', amountCents: 1000, notes: 'Birthday extra', date: '2026-11-20' })
      .expect(201);
    const debit = await as(admin)
      .post(`/api/allowances/${a.id}/transactions`)
      .send({ kind: 'debit', amountCents: 350, notes: 'Comic book' })
      .expect(201);
    expect(debit.body).toMatchObject({
      amountCents: -350,
      isManual: true,
      date: '2026-11-23',
      notes: 'Comic book',
    });
    const page = await ledger(parent, a.id);
    expect(page.items.map((t) => [t.amountCents, t.notes])).toEqual([
      [-350, 'Comic book'],
      [1000, 'Birthday extra'],
    ]);
    expect((await as(parent).get(`/api/allowances/${a.id}`).expect(200)).body.balanceCents).toBe(650);
  });

  it('refuses a debit beyond the balance unless the parent allows a negative balance', async () => {
    const a = await give(parent, { childId: mia.userId });
    const balance = async () =>
      (await as(parent).get(`/api/allowances/${a.id}`).expect(200)).body.balanceCents;
    const refused = await as(parent)
      .post(`/api/allowances/${a.id}/transactions`)
      .send({ kind: 'debit', amountCents: 5000, notes: 'Video game' })
      .expect(409);
    expect(refused.body).toEqual({
      error: 'negative_balance',
      message: NEGATIVE_BALANCE_MESSAGE,
      details: { balanceCents: 0 },
    });
    expect(await balance()).toBe(0);
    expect((await ledger(parent, a.id)).items).toEqual([]);

    // Down to exactly zero needs no choice; one cent more does.
    await as(parent).post(`/api/allowances/${a.id}/transactions`).send({ kind: 'credit', amountCents: 1000 });
    await as(parent)
      .post(`/api/allowances/${a.id}/transactions`)
      .send({ kind: 'debit', amountCents: 1000, allowNegative: false })
      .expect(201);
    await as(parent)
      .post(`/api/allowances/${a.id}/transactions`)
      .send({ kind: 'debit', amountCents: 1 })
      .expect(409);

    const allowed = await as(admin)
      .post(`/api/allowances/${a.id}/transactions`)
      .send({ kind: 'debit', amountCents: 5000, notes: 'Video game', allowNegative: true })
      .expect(201);
    expect(allowed.body).toMatchObject({ amountCents: -5000, notes: 'Video game' });
    expect(await balance()).toBe(-5000);
  });

  it('lets only one of two debits at once take the balance that would cover one', async () => {
    const a = await give(parent, { childId: mia.userId });
    await as(parent).post(`/api/allowances/${a.id}/transactions`).send({ kind: 'credit', amountCents: 600 });
    const answers = await Promise.all(
      [1, 2].map(() =>
        as(parent).post(`/api/allowances/${a.id}/transactions`).send({ kind: 'debit', amountCents: 400 }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await as(parent).get(`/api/allowances/${a.id}`).expect(200)).body.balanceCents).toBe(200);
  });

  it('credits each payday exactly once, even with several instances running the job at once', async () => {
    const a = await give(parent, { childId: mia.userId, startsOn: '2026-11-01' }); // Saturdays: 7, 14, 21, 28
    const monthly = await give(parent, {
      childId: leo.userId,
      frequency: 'monthly',
      dayOfMonth: 15,
      amountCents: 2000,
      startsOn: '2026-11-01',
    });
    const { db } = api.database();
    const live = createLiveEvents('money');
    // Two service instances: their own repositories and jobs on the one database, the same clock.
    const instances = [1, 2].map(() =>
      createAllowanceCreditsJob(createAllowancesRepository(db), live, () => api.now.current),
    );
    const made = await Promise.all(instances.map((job) => job.run()));
    expect(made.reduce((x, y) => x + y, 0)).toBe(4); // Nov 7, 14, 21 for Mia; Nov 15 for Leo
    expect(await instances[0]!.run()).toBe(0);

    const credits = (await ledger(admin, a.id)).items;
    expect(credits.map((t) => [t.date, t.amountCents, t.isManual])).toEqual([
      ['2026-11-21', 500, false],
      ['2026-11-14', 500, false],
      ['2026-11-07', 500, false],
    ]);
    expect((await ledger(admin, monthly.id)).items.map((t) => t.date)).toEqual(['2026-11-15']);

    // A week later the next Saturday is credited, once.
    api.now.current = new Date('2026-11-30T06:00:00Z');
    const later = await Promise.all(instances.map((job) => job.run()));
    expect(later.reduce((x, y) => x + y, 0)).toBe(1);
    expect((await as(mia).get(`/api/allowances/${a.id}`).expect(200)).body.balanceCents).toBe(2000);
  });

  it('credits nothing for a paused allowance or one without automatic credits', async () => {
    await give(parent, { childId: mia.userId, startsOn: '2026-11-01', status: 'paused' });
    await give(parent, { childId: leo.userId, startsOn: '2026-11-01', autoCredit: false });
    const job = createAllowanceCreditsJob(
      createAllowancesRepository(api.database().db),
      createLiveEvents('money'),
      () => api.now.current,
    );
    expect(await job.run()).toBe(0);
  });

  it('a child sees only their own allowance and ledger, and changes nothing', async () => {
    const mine = await give(parent, { childId: mia.userId });
    const leos = await give(parent, { childId: leo.userId });
    expect((await list(mia)).items.map((a) => a.id)).toEqual([mine.id]);
    expect((await list(leo)).items.map((a) => a.id)).toEqual([leos.id]);
    expect((await list(parent)).items).toHaveLength(2);
    await as(mia).get(`/api/allowances/${mine.id}`).expect(200);
    await ledger(mia, mine.id);
    await as(mia).get(`/api/allowances/${leos.id}`).expect(404);
    await as(mia).get(`/api/allowances/${leos.id}/transactions`).expect(404);
    for (const call of [
      as(mia)
        .post('/api/allowances')
        .send({ childId: mia.userId, amountCents: 1, frequency: 'weekly', dayOfWeek: 1 }),
      as(mia).patch(`/api/allowances/${mine.id}`).send({ amountCents: 100000 }),
      as(mia).post(`/api/allowances/${mine.id}/transactions`).send({ kind: 'credit', amountCents: 100000 }),
      as(mia).delete(`/api/allowances/${mine.id}`),
    ]) {
      expect((await call.expect(403)).body.message).toBe(PARENTS_ONLY);
    }
  });

  it('changes the amount and the day; a new frequency needs its day', async () => {
    const a = await give(parent, { childId: mia.userId });
    const res = await as(parent)
      .patch(`/api/allowances/${a.id}`)
      .send({ frequency: 'monthly', dayOfMonth: 1, amountCents: 2500 })
      .expect(200);
    expect(res.body).toMatchObject({
      frequency: 'monthly',
      dayOfMonth: 1,
      dayOfWeek: null,
      amountCents: 2500,
    });
    await as(parent).patch(`/api/allowances/${a.id}`).send({ frequency: 'weekly' }).expect(400);
  });

  it('keeps another family out', async () => {
    const a = await give(parent, { childId: mia.userId });
    expect((await list(stranger)).items).toEqual([]);
    await as(stranger).get(`/api/allowances/${a.id}`).expect(404);
    await as(stranger).get(`/api/allowances/${a.id}/transactions`).expect(404);
    await as(stranger).patch(`/api/allowances/${a.id}`).send({ amountCents: 1 }).expect(404);
    await as(stranger)
      .post(`/api/allowances/${a.id}/transactions`)
      .send({ kind: 'credit', amountCents: 1 })
      .expect(404);
    await as(stranger).delete(`/api/allowances/${a.id}`).expect(404);
  });

  it('a child who leaves the family takes their allowance and ledger with them', async () => {
    const a = await give(parent, { childId: mia.userId });
    await as(parent)
      .post(`/api/allowances/${a.id}/transactions`)
      .send({ kind: 'credit', amountCents: 100 })
      .expect(201);
    const res = await as(admin).post(`/internal/members/${mia.userId}/removed`).expect(200);
    expect(res.body.changed).toMatchObject({ allowances: 1 });
    expect((await list(admin)).items).toEqual([]);
  });
});
