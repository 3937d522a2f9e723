import type { PointsBalances, PointsConversionAnswer, PointsEntryPage } from '@familyhub/contracts';
import type { Caller, ServiceCaller } from '@familyhub/server-kit';
import { reach, setupHomeApi } from '../testing/home-api';

const FAMILY = 9601;
const parent: Caller = { userId: 121, familyId: FAMILY, role: 'parent', plan: 'annual' };
const kim: Caller = { userId: 122, familyId: FAMILY, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 131, familyId: 9602, role: 'admin', plan: 'annual' };
const money: ServiceCaller = { service: 'money', familyId: FAMILY };

const { as, families, recordPublished } = setupHomeApi();
const published = recordPublished(FAMILY);

const SPEND = '/internal/points/conversions';
const CANCEL = '/internal/points/conversions/cancel';
let keys = 0;
const conversion = (points: number, memberId = kim.userId) => ({
  key: `allowance-conversion:${++keys}`,
  memberId,
  points,
  createdById: parent.userId,
});

async function balanceOf(memberId: number): Promise<number> {
  const body = (await as(parent).get('/api/points').expect(200)).body as PointsBalances;
  return body.members.find((m) => m.memberId === memberId)?.balance ?? 0;
}
async function ledger(): Promise<PointsEntryPage['items']> {
  return ((await as(parent).get(`/api/points/ledger?memberId=${kim.userId}&limit=200`).expect(200)).body
    .items ?? []) as PointsEntryPage['items'];
}
async function setBalance(points: number) {
  const delta = points - (await balanceOf(kim.userId));
  if (delta !== 0) {
    await as(parent)
      .post('/api/points/adjustments')
      .send({ memberId: kim.userId, points: delta, reason: 'Start' })
      .expect(201);
  }
}

beforeAll(() => {
  families.set(FAMILY, [reach(parent, 'Pat'), reach(kim, 'Kim')]);
  families.set(stranger.familyId, [reach(stranger, 'Sam')]);
});
beforeEach(async () => {
  await setBalance(100);
  published.length = 0;
});

describe('points into allowance (money → home)', () => {
  it('takes the points once per key, as an allowance row of the ledger, and says the balance', async () => {
    const body = conversion(30);
    const spent = (await as(money).post(SPEND).send(body).expect(200)).body as PointsConversionAnswer;
    expect(spent).toEqual({ key: body.key, memberId: kim.userId, points: 30, status: 'spent', balance: 70 });
    expect(published).toEqual(['points']);
    // A retry (money did not hear the answer) answers the same and takes nothing more.
    const again = (await as(money).post(SPEND).send(body).expect(200)).body as PointsConversionAnswer;
    expect(again).toMatchObject({ status: 'spent', balance: 70 });
    expect(await balanceOf(kim.userId)).toBe(70);
    const rows = (await ledger()).filter((e) => e.kind === 'allowance');
    expect(rows).toEqual([
      expect.objectContaining({ points: -30, reason: 'Converted to allowance', createdById: parent.userId }),
    ]);
    const reused = await as(money)
      .post(SPEND)
      .send({ ...body, points: 40 })
      .expect(409);
    expect(reused.body.message).toBe('This conversion key was used for other points');
  });

  it('refuses more than the balance and keeps nothing of the attempt', async () => {
    const before = (await ledger()).length;
    const body = conversion(150);
    const short = await as(money).post(SPEND).send(body).expect(409);
    expect(short.body.message).toBe('Not enough points for that');
    expect(await balanceOf(kim.userId)).toBe(100);
    expect(await ledger()).toHaveLength(before);
    // Nothing was recorded for the key either: once the points are there, the same conversion can go through.
    await setBalance(150);
    await as(money).post(SPEND).send(body).expect(200);
  });

  it('cancelling a spent conversion gives the points back exactly once', async () => {
    const body = conversion(40);
    await as(money).post(SPEND).send(body).expect(200);
    const back = (await as(money).post(CANCEL).send(body).expect(200)).body as PointsConversionAnswer;
    expect(back).toMatchObject({ status: 'cancelled', balance: 100 });
    await as(money).post(CANCEL).send(body).expect(200);
    expect(await balanceOf(kim.userId)).toBe(100);
    const refunds = (await ledger()).filter((e) => e.reason === 'Allowance conversion cancelled');
    expect(refunds).toEqual([expect.objectContaining({ kind: 'refund', points: 40 })]);
    const late = await as(money).post(SPEND).send(body).expect(409);
    expect(late.body.message).toBe('This conversion was cancelled');
    expect(await balanceOf(kim.userId)).toBe(100);
  });

  it('a cancel that arrives before its spend makes the late spend land never', async () => {
    const body = conversion(20);
    const first = (await as(money).post(CANCEL).send(body).expect(200)).body as PointsConversionAnswer;
    expect(first).toMatchObject({ status: 'cancelled', balance: 100 });
    await as(money).post(SPEND).send(body).expect(409);
    expect(await balanceOf(kim.userId)).toBe(100);
  });

  it('never takes twice: the same spend twice and a cancel, all at the same moment', async () => {
    const body = conversion(60);
    const answers = await Promise.all([
      as(money).post(SPEND).send(body),
      as(money).post(SPEND).send(body),
      as(money).post(CANCEL).send(body),
    ]);
    expect(answers[2].status).toBe(200);
    const balance = await balanceOf(kim.userId);
    // Either the cancel came first (nothing taken) or after a spend (taken, then given back): 100 both ways.
    expect(balance).toBe(100);
    const sum = (await ledger()).reduce((t, e) => t + e.points, 0);
    expect(sum).toBe(balance);
    const two = [conversion(70), conversion(70)];
    const raced = await Promise.all(two.map((b) => as(money).post(SPEND).send(b)));
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(kim.userId)).toBe(30);
  });

  it('is for the money service only, for a child of the caller’s family', async () => {
    await as(parent).post(SPEND).send(conversion(10)).expect(403);
    const planning = await as({ service: 'planning', familyId: FAMILY })
      .post(SPEND)
      .send(conversion(10))
      .expect(403);
    expect(planning.body.message).toBe('Only the money service converts points into allowance');
    await as({ service: 'planning', familyId: FAMILY }).post(CANCEL).send(conversion(10)).expect(403);
    await as(null).post(SPEND).send(conversion(10)).expect(401);
    const notChild = await as(money).post(SPEND).send(conversion(10, parent.userId)).expect(400);
    expect(notChild.body.message).toBe('Points are converted for children of your family');
    await as(money)
      .post(SPEND)
      .send({ ...conversion(10), points: 0 })
      .expect(400);
    expect(await balanceOf(kim.userId)).toBe(100);
  });

  it('another family’s money cannot take or give back this family’s points', async () => {
    const ours = conversion(50);
    await as(money).post(SPEND).send(ours).expect(200);
    const theirs: ServiceCaller = { service: 'money', familyId: stranger.familyId };
    await as(theirs).post(SPEND).send(conversion(10)).expect(400);
    // The same key in another family is another conversion: ours stays spent, nothing comes back.
    await as(theirs).post(CANCEL).send(ours).expect(200);
    expect(await balanceOf(kim.userId)).toBe(50);
    expect((await as(stranger).get('/api/points/ledger').expect(200)).body.items).toEqual([]);
  });
});
