import type { PointsBalances, Reward, RewardPage, RewardRedemption } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { reach, setupHomeApi } from '../testing/home-api';

const FAMILY = 9201;
const admin: Caller = { userId: 71, familyId: FAMILY, role: 'admin', plan: 'annual' };
const parent: Caller = { userId: 72, familyId: FAMILY, role: 'parent', plan: 'annual' };
const child: Caller = { userId: 73, familyId: FAMILY, role: 'child', plan: 'annual' };
const sibling: Caller = { userId: 74, familyId: FAMILY, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 81, familyId: 9202, role: 'admin', plan: 'annual' };

const { as, db, recordPublished, families, alerts } = setupHomeApi();
const published = recordPublished(FAMILY);

async function add(by: Caller, body: Record<string, unknown>): Promise<Reward> {
  return (await as(by).post('/api/rewards').send(body).expect(201)).body as Reward;
}
async function pointsOf(by: Caller, memberId: number) {
  const body = (await as(by).get('/api/points').expect(200)).body as PointsBalances;
  return body.members.find((m) => m.memberId === memberId) ?? { balance: 0, held: 0 };
}
async function give(memberId: number, points: number) {
  await as(parent).post('/api/points/adjustments').send({ memberId, points, reason: 'Start' }).expect(201);
}
async function drain(memberId: number) {
  const { balance } = await pointsOf(admin, memberId);
  if (balance > 0) {
    await as(parent)
      .post('/api/points/adjustments')
      .send({ memberId, points: -balance, reason: 'Reset' })
      .expect(201);
  }
}

beforeAll(() => {
  families.set(FAMILY, [
    reach(admin, 'Ada'),
    reach(parent, 'Pat'),
    reach(child, 'Kim'),
    reach(sibling, 'Lou'),
  ]);
  families.set(stranger.familyId, [reach(stranger, 'Sam')]);
});

beforeEach(async () => {
  const pending = await as(admin).get('/api/reward-redemptions?status=pending&limit=200').expect(200);
  for (const r of pending.body.items as RewardRedemption[]) {
    await as(admin).post(`/api/reward-redemptions/${r.id}/reject`).expect(200);
  }
  await drain(child.userId);
  await drain(sibling.userId);
  const page = (await as(admin).get('/api/rewards?includeInactive=true&limit=200').expect(200))
    .body as RewardPage;
  for (const r of page.items)
    if (r.isActive) await as(admin).patch(`/api/rewards/${r.id}`).send({ isActive: false });
  published.length = 0;
  alerts.length = 0;
});

describe('rewards', () => {
  it('lists active rewards cheapest first; parents add, edit and deactivate', async () => {
    const movie = await add(parent, { title: 'Movie night', pointsCost: 100 });
    expect(published).toEqual(['rewards']);
    await add(admin, { title: 'Ice cream', description: 'One scoop', pointsCost: 30 });
    const page = (await as(child).get('/api/rewards').expect(200)).body as RewardPage;
    expect(page.items.map((r) => [r.title, r.pointsCost])).toEqual([
      ['Ice cream', 30],
      ['Movie night', 100],
    ]);
    published.length = 0;
    const edited = await as(parent).patch(`/api/rewards/${movie.id}`).send({ pointsCost: 90 }).expect(200);
    expect(edited.body).toMatchObject({ pointsCost: 90, isActive: true });
    await as(parent).patch(`/api/rewards/${movie.id}`).send({ isActive: false }).expect(200);
    expect(published).toEqual(['rewards', 'rewards']);
    expect(((await as(child).get('/api/rewards').expect(200)).body as RewardPage).items).toHaveLength(1);
    const all = (await as(child).get('/api/rewards?includeInactive=true').expect(200)).body as RewardPage;
    expect(all.items).toHaveLength(1);
  });

  it('pages cheapest first with a cursor, and refuses one it did not make', async () => {
    for (const cost of [10, 20, 20, 30]) await add(admin, { title: `R${cost}`, pointsCost: cost });
    const first = (await as(admin).get('/api/rewards?limit=2').expect(200)).body as RewardPage;
    const second = (await as(admin).get(`/api/rewards?limit=2&cursor=${first.nextCursor}`).expect(200))
      .body as RewardPage;
    expect([...first.items, ...second.items].map((r) => r.pointsCost)).toEqual([10, 20, 20, 30]);
    expect(second.nextCursor).toBeNull();
    await as(admin).get('/api/rewards?cursor=zzz').expect(400);
    await as(admin).get('/api/reward-redemptions?cursor=zzz').expect(400);
  });

  it('refuses what the contract refuses, with its words', async () => {
    const noTitle = await as(admin).post('/api/rewards').send({ title: '', pointsCost: 5 }).expect(400);
    expect(noTitle.body.message).toMatch('Title is required');
    const free = await as(admin).post('/api/rewards').send({ title: 'x', pointsCost: 0 }).expect(400);
    expect(free.body.message).toMatch('Points cost must be a whole number from 1 to 100000');
    const { id } = await add(admin, { title: 'x', pointsCost: 5 });
    await as(admin).patch(`/api/rewards/${id}`).send({}).expect(400);
    await as(admin).post('/api/rewards/abc/redeem').expect(404);
  });

  it('holds the points at once, then approval spends them and alerts the child', async () => {
    await give(child.userId, 50);
    const reward = await add(parent, { title: 'Ice cream', pointsCost: 30 });
    published.length = 0;
    const redeemed = (await as(child).post(`/api/rewards/${reward.id}/redeem`).expect(201))
      .body as RewardRedemption;
    expect(redeemed).toMatchObject({ status: 'pending', pointsSpent: 30, redeemedById: child.userId });
    // Open screens refresh the pending list and the balance at once.
    expect([...published].sort()).toEqual(['points', 'reward-redemptions']);
    expect(await pointsOf(child, child.userId)).toMatchObject({ balance: 20, held: 30 });

    const pending = await as(parent).get('/api/reward-redemptions?status=pending').expect(200);
    expect(pending.body.items.map((r: RewardRedemption) => r.id)).toEqual([redeemed.id]);
    published.length = 0;
    const approved = await as(parent).post(`/api/reward-redemptions/${redeemed.id}/approve`).expect(200);
    expect(approved.body).toMatchObject({ status: 'approved', approvedById: parent.userId });
    expect([...published].sort()).toEqual(['points', 'reward-redemptions']);
    expect(await pointsOf(child, child.userId)).toMatchObject({ balance: 20, held: 0 });
    published.length = 0;
    await as(admin).post(`/api/reward-redemptions/${redeemed.id}/reject`).expect(409);
    expect(published).toEqual([]);
    expect(alerts).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({
          recipientIds: [child.userId],
          title: 'Reward approved: Ice cream',
          target: { type: 'reward-redemption', id: redeemed.id },
        }),
      }),
    ]);
    const mine = await as(child).get('/api/reward-redemptions').expect(200);
    expect(mine.body.items[0]).toMatchObject({
      id: redeemed.id,
      status: 'approved',
      rewardTitle: 'Ice cream',
    });
  });

  it('rejection releases the hold back to the balance, as a refund in the ledger', async () => {
    await give(sibling.userId, 40);
    const reward = await add(parent, { title: 'Game time', pointsCost: 40 });
    const redeemed = (await as(sibling).post(`/api/rewards/${reward.id}/redeem`).expect(201)).body;
    expect(await pointsOf(sibling, sibling.userId)).toMatchObject({ balance: 0, held: 40 });
    published.length = 0;
    await as(admin).post(`/api/reward-redemptions/${redeemed.id}/reject`).expect(200);
    expect([...published].sort()).toEqual(['points', 'reward-redemptions']);
    expect(await pointsOf(sibling, sibling.userId)).toMatchObject({ balance: 40, held: 0 });
    const ledger = await as(sibling).get('/api/points/ledger').expect(200);
    expect(ledger.body.items.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'refund', points: 40, reason: 'Game time' }),
      expect.objectContaining({ kind: 'reward', points: -40, reason: 'Game time' }),
    ]);
    expect(alerts[0].body.title).toBe('Reward not approved: Game time (40 points back)');
  });

  it('approve and reject at the same moment: one wins, the other names the state it lost to', async () => {
    await give(child.userId, 20);
    const reward = await add(parent, { title: 'Late bedtime', pointsCost: 20 });
    const redeemed = (await as(child).post(`/api/rewards/${reward.id}/redeem`).expect(201))
      .body as RewardRedemption;
    // Both decisions have read the redemption as pending before either writes: hold each write until both wait.
    const database = db();
    const write = database.transaction.bind(database);
    let arrive!: () => void;
    const bothRead = new Promise<void>((resolve) => {
      let waiting = 0;
      arrive = () => (++waiting === 2 ? resolve() : undefined);
    });
    const held = jest.spyOn(database, 'transaction').mockImplementation(async (...args) => {
      arrive();
      await bothRead;
      return write(...args);
    });
    const [approve, reject] = await Promise.all([
      as(parent).post(`/api/reward-redemptions/${redeemed.id}/approve`),
      as(admin).post(`/api/reward-redemptions/${redeemed.id}/reject`),
    ]).finally(() => held.mockRestore());
    expect([approve.status, reject.status].sort()).toEqual([200, 409]);
    const [winner, loser] = approve.status === 200 ? [approve, reject] : [reject, approve];
    const { status } = winner.body as RewardRedemption;
    expect(loser.body).toMatchObject({ error: 'conflict', message: `This redemption is already ${status}` });
    expect(await pointsOf(child, child.userId)).toMatchObject({
      balance: status === 'rejected' ? 20 : 0,
      held: 0,
    });
  });

  it('never overspends: two redemptions at the same moment, points for one', async () => {
    await give(child.userId, 60);
    const a = await add(parent, { title: 'Cinema', pointsCost: 50 });
    const b = await add(parent, { title: 'Pizza', pointsCost: 40 });
    const answers = await Promise.all([
      as(child).post(`/api/rewards/${a.id}/redeem`),
      as(child).post(`/api/rewards/${b.id}/redeem`),
      as(child).post(`/api/rewards/${a.id}/redeem`),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(answers.find((r) => r.status === 409)?.body.message).toBe('Not enough points for that');
    const { balance, held } = await pointsOf(child, child.userId);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance + held).toBe(60);
    const ledger = await as(child).get('/api/points/ledger?limit=200').expect(200);
    expect(ledger.body.items.reduce((t: number, e: { points: number }) => t + e.points, 0)).toBe(balance);
  });

  it('lets a child redeem but not manage, approve or see others’ redemptions', async () => {
    await give(sibling.userId, 10);
    const reward = await add(parent, { title: 'Sticker', pointsCost: 10 });
    const theirs = (await as(sibling).post(`/api/rewards/${reward.id}/redeem`).expect(201)).body;
    published.length = 0;
    const manage = await as(child).post('/api/rewards').send({ title: 'Mine', pointsCost: 1 }).expect(403);
    expect(manage.body.message).toBe('Only parents and admins can manage rewards');
    await as(child).patch(`/api/rewards/${reward.id}`).send({ pointsCost: 1 }).expect(403);
    await as(child).post(`/api/reward-redemptions/${theirs.id}/approve`).expect(404);
    const own = await as(sibling).post(`/api/reward-redemptions/${theirs.id}/approve`).expect(403);
    expect(own.body.message).toBe('Only parents and admins can approve or reject rewards');
    const seen = (await as(child).get('/api/reward-redemptions').expect(200)).body
      .items as RewardRedemption[];
    expect(seen.every((r) => r.redeemedById === child.userId)).toBe(true);
    await as(child).get(`/api/reward-redemptions?redeemedById=${sibling.userId}`).expect(403);
    const broke = await as(child).post(`/api/rewards/${reward.id}/redeem`).expect(409);
    expect(broke.body.message).toBe('Not enough points for that');
    expect(published).toEqual([]);
  });

  it('never shows or changes another family’s rewards or redemptions', async () => {
    await give(child.userId, 10);
    const reward = await add(parent, { title: 'Ours', pointsCost: 10 });
    const redeemed = (await as(child).post(`/api/rewards/${reward.id}/redeem`).expect(201)).body;
    expect((await as(stranger).get('/api/rewards').expect(200)).body.items).toEqual([]);
    expect((await as(stranger).get('/api/reward-redemptions').expect(200)).body.items).toEqual([]);
    await as(stranger).patch(`/api/rewards/${reward.id}`).send({ title: 'Theirs' }).expect(404);
    await as(stranger).post(`/api/rewards/${reward.id}/redeem`).expect(404);
    await as(stranger).post(`/api/reward-redemptions/${redeemed.id}/approve`).expect(404);
    await as(stranger).post(`/api/reward-redemptions/${redeemed.id}/reject`).expect(404);
    expect(await pointsOf(child, child.userId)).toMatchObject({ balance: 0, held: 10 });
  });
});
