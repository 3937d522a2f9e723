import type {
  Allowance,
  AllowanceTransactionPage,
  PointsConversion,
  PointsConversionBody,
} from '@familyhub/contracts';
import { CHILD_MONEY_FORBIDDEN } from '../shared/access';
import { HttpError, type Caller } from '@familyhub/server-kit';
import { eq } from 'drizzle-orm';
import type { HomePoints } from '../clients/home-points';
import { setupMoneyApi } from '../testing/money-api';
import { pointConversions, pointsRates } from './point-conversions.table';
import { CONVERSION_FAILED, STALE_PENDING_MS } from './point-conversions.service';

const FAMILY = 9701;
const parent: Caller = { userId: 91, familyId: FAMILY, role: 'parent', plan: 'annual' };
const mia: Caller = { userId: 93, familyId: FAMILY, role: 'child', plan: 'annual' };
const leo: Caller = { userId: 94, familyId: FAMILY, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 99, familyId: 9702, role: 'admin', plan: 'annual' };

/**
 * Home's ledger as money sees it: balances per member and each key's state, with the same rules as home
 * (idempotent spend, a cancel that refunds once or tombstones) and switches for the failures that matter.
 */
function fakeHome() {
  const balances = new Map<number, number>();
  const keys = new Map<string, { status: 'spent' | 'cancelled'; body: PointsConversionBody }>();
  const failures = {
    /** The spend does not reach home at all. */
    spendUnreachable: false,
    /** Home takes the points but its answer is lost on the way back. */
    spendAnswerLost: false,
    cancelUnreachable: false,
  };
  const down = () => new HttpError(503, 'service_unavailable', 'The home service is not answering right now');
  const answer = (body: PointsConversionBody, status: 'spent' | 'cancelled') => ({
    ...body,
    status,
    balance: balances.get(body.memberId) ?? 0,
  });
  const client: HomePoints = {
    async spend(_familyId, body) {
      if (failures.spendUnreachable) throw down();
      const known = keys.get(body.key);
      if (known?.status === 'cancelled')
        throw new HttpError(409, 'conflict', 'This conversion was cancelled');
      if (!known) {
        const balance = balances.get(body.memberId) ?? 0;
        if (balance < body.points) throw new HttpError(409, 'conflict', 'Not enough points for that');
        balances.set(body.memberId, balance - body.points);
        keys.set(body.key, { status: 'spent', body });
      }
      if (failures.spendAnswerLost) throw down();
      return answer(body, 'spent');
    },
    async cancel(_familyId, body) {
      if (failures.cancelUnreachable) throw down();
      const known = keys.get(body.key);
      if (known?.status === 'spent') {
        balances.set(body.memberId, (balances.get(body.memberId) ?? 0) + body.points);
      }
      keys.set(body.key, { status: 'cancelled', body });
      return answer(body, 'cancelled');
    },
  };
  return { client, balances, keys, failures };
}

const home = fakeHome();
const api = setupMoneyApi({ homePoints: home.client });
const { as, members } = api;
const published = api.recordPublished(FAMILY);
const settle = () => api.app().settlePointConversions();
let allowance: Allowance;

async function balanceCents(): Promise<number> {
  return ((await as(parent).get(`/api/allowances/${allowance.id}`).expect(200)).body as Allowance)
    .balanceCents;
}
function convert(points: number, by: Caller = parent) {
  return as(by).post(`/api/allowances/${allowance.id}/point-conversions`).send({ points });
}

beforeAll(async () => {
  members.set(FAMILY, [
    { id: parent.userId, name: 'Sam', role: 'parent' },
    { id: mia.userId, name: 'Mia', role: 'child' },
    { id: leo.userId, name: 'Leo', role: 'child' },
  ]);
  members.set(stranger.familyId, [{ id: stranger.userId, name: 'Other', role: 'admin' }]);
  allowance = (
    await as(parent)
      .post('/api/allowances')
      .send({ childId: mia.userId, amountCents: 500, frequency: 'weekly', dayOfWeek: 6, autoCredit: false })
      .expect(201)
  ).body as Allowance;
  await as(parent).put('/api/allowances/points-rate').send({ points: 10, amountCents: 100 }).expect(200);
});
beforeEach(() => {
  home.balances.set(mia.userId, 200);
  Object.assign(home.failures, { spendUnreachable: false, spendAnswerLost: false, cancelUnreachable: false });
  published.length = 0;
  api.now.current = new Date('2026-11-23T12:00:00Z');
});

describe('points rate', () => {
  it('is set by parents and admins, read by the family, and nobody else’s', async () => {
    expect((await as(mia).get('/api/allowances/points-rate').expect(200)).body).toEqual({
      rate: { points: 10, amountCents: 100 },
    });
    const denied = await as(mia).put('/api/allowances/points-rate').send({ points: 5, amountCents: 100 });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Only parents and admins can set the points rate');
    const bad = await as(parent).put('/api/allowances/points-rate').send({ points: 0, amountCents: 100 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch('Points must be a whole number from 1 to 10000');
    await as(parent).put('/api/allowances/points-rate').send({ points: 10, amountCents: 0 }).expect(400);
    expect((await as(stranger).get('/api/allowances/points-rate').expect(200)).body).toEqual({ rate: null });
    published.length = 0;
    await as(parent).put('/api/allowances/points-rate').send({ points: 10, amountCents: 100 }).expect(200);
    expect(published).toEqual(['allowances']);
  });
});

describe('points into allowance', () => {
  it('takes the child’s points at home and credits their allowance at the family’s rate', async () => {
    const before = await balanceCents();
    const res = await convert(120).expect(201);
    const made = res.body as PointsConversion;
    expect(made).toMatchObject({ allowanceId: allowance.id, points: 120, amountCents: 1200 });
    expect(made.transaction).toMatchObject({ amountCents: 1200, notes: 'Converted 120 points' });
    expect(await balanceCents()).toBe(before + 1200);
    expect(home.balances.get(mia.userId)).toBe(80);
    expect(home.keys.get(`allowance-conversion:${made.id}`)).toMatchObject({
      status: 'spent',
      body: { memberId: mia.userId, points: 120, createdById: parent.userId },
    });
    expect(published).toEqual(['allowances']);
    // The child reads it in their own ledger.
    const theirs = (await as(mia).get(`/api/allowances/${allowance.id}/transactions`).expect(200))
      .body as AllowanceTransactionPage;
    expect(theirs.items[0]).toMatchObject({ amountCents: 1200, notes: 'Converted 120 points' });
  });

  it('converts whole steps of the rate only, and nothing without a rate', async () => {
    const step = await convert(125).expect(400);
    expect(step.body.message).toBe('Convert points in steps of 10');
    await convert(0).expect(400);
    expect(home.balances.get(mia.userId)).toBe(200);
    // A family that never set a rate converts nothing.
    await api.database().db.delete(pointsRates).where(eq(pointsRates.familyId, FAMILY));
    const noRate = await convert(10).expect(409);
    expect(noRate.body.message).toBe('Set a points rate first');
    await as(parent).put('/api/allowances/points-rate').send({ points: 10, amountCents: 100 }).expect(200);
  });

  it('refuses more points than the child has, and changes nothing on either side', async () => {
    const before = await balanceCents();
    const short = await convert(300).expect(409);
    expect(short.body.message).toBe('Not enough points for that');
    expect(await balanceCents()).toBe(before);
    expect(home.balances.get(mia.userId)).toBe(200);
    expect(published).toEqual([]);
  });

  it('gives the points back when home took them but its answer was lost', async () => {
    const before = await balanceCents();
    home.failures.spendAnswerLost = true;
    const lost = await convert(50).expect(503);
    expect(lost.body.message).toBe(CONVERSION_FAILED);
    expect(home.balances.get(mia.userId)).toBe(200);
    expect(await balanceCents()).toBe(before);
    const [row] = await api
      .database()
      .db.select()
      .from(pointConversions)
      .where(eq(pointConversions.points, 50));
    expect(row.status).toBe('cancelled');
    // A late duplicate of that spend can never take them again.
    await expect(
      home.client.spend(FAMILY, {
        key: `allowance-conversion:${row.id}`,
        memberId: mia.userId,
        points: 50,
        createdById: null,
      }),
    ).rejects.toThrow('This conversion was cancelled');
  });

  it('when home cannot be reached at all, the settle job gives the points back later', async () => {
    const before = await balanceCents();
    home.failures.spendAnswerLost = true;
    home.failures.cancelUnreachable = true;
    await convert(70).expect(503);
    expect(home.balances.get(mia.userId)).toBe(130);
    expect(
      await api.database().db.select().from(pointConversions).where(eq(pointConversions.points, 70)),
    ).toEqual([expect.objectContaining({ status: 'cancelling' })]);
    home.failures.spendAnswerLost = false;
    home.failures.cancelUnreachable = false;
    expect(await settle()).toBe(1);
    expect(home.balances.get(mia.userId)).toBe(200);
    expect(await balanceCents()).toBe(before);
    expect(await settle()).toBe(0);
  });

  it('a conversion a crash left pending is cancelled once stale, and a done one never', async () => {
    const done = (await convert(20).expect(201)).body as PointsConversion;
    const [crashed] = await api
      .database()
      .db.insert(pointConversions)
      .values({
        familyId: FAMILY,
        allowanceId: allowance.id,
        childId: mia.userId,
        points: 30,
        amountCents: 300,
        createdById: parent.userId,
        createdAt: api.now.current,
      })
      .returning();
    // Home had taken the points before the crash.
    await home.client.spend(FAMILY, {
      key: `allowance-conversion:${crashed.id}`,
      memberId: mia.userId,
      points: 30,
      createdById: parent.userId,
    });
    expect(home.balances.get(mia.userId)).toBe(150);
    expect(await settle()).toBe(0); // still young: it may be in flight
    api.now.current = new Date(api.now.current.getTime() + STALE_PENDING_MS + 1000);
    expect(await settle()).toBe(1);
    expect(home.balances.get(mia.userId)).toBe(180);
    expect(home.keys.get(`allowance-conversion:${done.id}`)?.status).toBe('spent');
  });

  it('is for parents and admins of the allowance’s family only', async () => {
    const child = await convert(10, mia).expect(403);
    expect(child.body.message).toBe(CHILD_MONEY_FORBIDDEN);
    await convert(10, stranger).expect(404);
    await as(parent).post('/api/allowances/999999/point-conversions').send({ points: 10 }).expect(404);
    expect(home.balances.get(mia.userId)).toBe(200);
    expect(published).toEqual([]);
  });
});
