import type {
  Chore,
  ChoreAssignment,
  ChoreAssignmentPage,
  ChorePage,
  PointsBalances,
} from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { reach, setupHomeApi } from '../testing/home-api';

const FAMILY = 9101;
const admin: Caller = { userId: 51, familyId: FAMILY, role: 'admin', plan: 'annual' };
const parent: Caller = { userId: 52, familyId: FAMILY, role: 'parent', plan: 'annual' };
const child: Caller = { userId: 53, familyId: FAMILY, role: 'child', plan: 'annual' };
const sibling: Caller = { userId: 54, familyId: FAMILY, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 61, familyId: 9102, role: 'admin', plan: 'annual' };

const PATH = '/api/chores';
const TURNS = '/api/chore-assignments';
const { as, recordPublished, families, clock, app } = setupHomeApi();
const published = recordPublished(FAMILY);

async function list(by: Caller, query = ''): Promise<ChorePage> {
  return (await as(by).get(`${PATH}${query}`).expect(200)).body as ChorePage;
}
async function add(by: Caller, body: Record<string, unknown>): Promise<Chore> {
  return (await as(by).post(PATH).send(body).expect(201)).body as Chore;
}
async function turns(by: Caller, query = ''): Promise<ChoreAssignment[]> {
  return ((await as(by).get(`${TURNS}${query}`).expect(200)).body as ChoreAssignmentPage).items;
}
async function balanceOf(memberId: number): Promise<number> {
  const body = (await as(admin).get('/api/points').expect(200)).body as PointsBalances;
  return body.members.find((m) => m.memberId === memberId)?.balance ?? 0;
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
  clock.now = null;
  for (;;) {
    const page = await list(admin, '?limit=200');
    if (page.items.length === 0) break;
    for (const chore of page.items) await as(admin).delete(`${PATH}/${chore.id}`).expect(204);
  }
  published.length = 0;
});

describe('chores', () => {
  it('adds with the spec defaults, lists newest first, edits and deletes, telling open screens', async () => {
    const first = await add(parent, { title: ' Dishes ', assigneeIds: [child.userId] });
    expect(first).toMatchObject({
      title: 'Dishes',
      description: null,
      points: 10,
      frequency: 'weekly',
      isActive: true,
      assigneeIds: [child.userId],
      createdById: parent.userId,
    });
    const second = await add(admin, {
      title: 'Bins',
      description: 'Out on Tuesday',
      points: 5,
      frequency: 'daily',
      assigneeIds: [sibling.userId],
    });
    expect((await list(child)).items.map((i) => i.title)).toEqual(['Bins', 'Dishes']);
    const edited = await as(parent).patch(`${PATH}/${second.id}`).send({ points: 7 }).expect(200);
    expect(edited.body).toMatchObject({ id: second.id, points: 7, description: 'Out on Tuesday' });
    await as(admin).delete(`${PATH}/${second.id}`).expect(204);
    expect((await list(admin)).items.map((i) => i.id)).toEqual([first.id]);
    expect(published).toContain('chores');
    expect(published).toContain('chore-assignments');
  });

  it('pages with a cursor, and refuses a cursor it did not make', async () => {
    for (let i = 1; i <= 3; i++) await add(admin, { title: `Chore ${i}`, assigneeIds: [child.userId] });
    const first = await list(admin, '?limit=2');
    expect(first.items.map((i) => i.title)).toEqual(['Chore 3', 'Chore 2']);
    const last = await list(admin, `?limit=2&cursor=${first.nextCursor}`);
    expect(last).toEqual({ items: [expect.objectContaining({ title: 'Chore 1' })], nextCursor: null });
    await as(admin).get(`${PATH}?cursor=not-a-cursor`).expect(400);
    await as(admin).get(`${TURNS}?cursor=not-a-cursor`).expect(400);
  });

  it('refuses what the contract refuses, with its words', async () => {
    const empty = await as(admin)
      .post(PATH)
      .send({ title: '  ', assigneeIds: [child.userId] })
      .expect(400);
    expect(empty.body.message).toMatch('Title is required');
    const nobody = await as(admin).post(PATH).send({ title: 'x', assigneeIds: [] }).expect(400);
    expect(nobody.body.message).toMatch('Choose who does the chore');
    const often = await as(admin)
      .post(PATH)
      .send({ title: 'x', frequency: 'hourly', assigneeIds: [child.userId] })
      .expect(400);
    expect(often.body.message).toMatch('Choose how often the chore is done');
    const negative = await as(admin)
      .post(PATH)
      .send({ title: 'x', points: -1, assigneeIds: [child.userId] })
      .expect(400);
    expect(negative.body.message).toMatch('Points must be a whole number from 0 to 1000');
    const outsider = await as(admin)
      .post(PATH)
      .send({ title: 'x', assigneeIds: [stranger.userId] })
      .expect(400);
    expect(outsider.body.message).toMatch('Choose members of your family');
    const { id } = await add(admin, { title: 'Kept', assigneeIds: [child.userId] });
    await as(admin).patch(`${PATH}/${id}`).send({}).expect(400);
    await as(admin).patch(`${PATH}/abc`).send({ title: 'x' }).expect(404);
    const [turn] = await turns(admin);
    const noNote = await as(admin).post(`${TURNS}/${turn.id}/reject`).send({ note: ' ' }).expect(400);
    expect(noNote.body.message).toMatch('Say what still needs doing');
  });

  it('lets a child read and mark their own turn complete, but not create, verify, reject or adjust', async () => {
    const { id } = await add(parent, { title: 'Family thing', assigneeIds: [child.userId] });
    expect((await list(child)).items).toHaveLength(1);
    const created = await as(child)
      .post(PATH)
      .send({ title: 'Mine', assigneeIds: [child.userId] })
      .expect(403);
    expect(created.body.message).toBe('Only parents and admins can create or change chores');
    await as(child).patch(`${PATH}/${id}`).send({ title: 'Changed' }).expect(403);
    await as(child).delete(`${PATH}/${id}`).expect(403);

    const [turn] = await turns(child, `?assignedToId=${child.userId}`);
    const bySibling = await as(sibling).post(`${TURNS}/${turn.id}/complete`).expect(403);
    expect(bySibling.body.message).toBe('Children can only mark their own chores complete');
    await as(child).post(`${TURNS}/${turn.id}/complete`).expect(200);
    const verify = await as(sibling).post(`${TURNS}/${turn.id}/verify`).expect(403);
    expect(verify.body.message).toBe('Only parents and admins can verify chores');
    await as(sibling).post(`${TURNS}/${turn.id}/reject`).send({ note: 'Again' }).expect(403);
    const adjust = await as(child)
      .post('/api/points/adjustments')
      .send({ memberId: child.userId, points: 100, reason: 'Because' })
      .expect(403);
    expect(adjust.body.message).toBe('Only parents and admins can adjust points');
    await as(child).get(`/api/points/ledger?memberId=${sibling.userId}`).expect(403);
  });

  it('Mark Complete → Verify awards the points once; the assignee never verifies their own', async () => {
    const before = await balanceOf(child.userId);
    await add(parent, { title: 'Hoover', points: 15, assigneeIds: [child.userId] });
    const [turn] = await turns(child, `?assignedToId=${child.userId}`);
    expect(turn).toMatchObject({ status: 'assigned', points: 15, choreTitle: 'Hoover', overdue: false });
    await as(parent).post(`${TURNS}/${turn.id}/verify`).expect(409);

    const done = await as(child).post(`${TURNS}/${turn.id}/complete`).expect(200);
    expect(done.body).toMatchObject({ status: 'completed', completedById: child.userId });
    await as(child).post(`${TURNS}/${turn.id}/complete`).expect(409);

    const verified = await as(parent).post(`${TURNS}/${turn.id}/verify`).expect(200);
    expect(verified.body).toMatchObject({
      status: 'verified',
      verifiedById: parent.userId,
      pointsAwarded: 15,
    });
    expect(await balanceOf(child.userId)).toBe(before + 15);
    const again = await as(admin).post(`${TURNS}/${turn.id}/verify`).expect(409);
    expect(again.body.message).toBe('This chore is already verified');
    expect(await balanceOf(child.userId)).toBe(before + 15);

    // A parent's own turn: another parent verifies it, never they themself.
    await add(admin, { title: 'Taxes', assigneeIds: [parent.userId] });
    const [own] = await turns(parent, `?assignedToId=${parent.userId}`);
    await as(parent).post(`${TURNS}/${own.id}/complete`).expect(200);
    const self = await as(parent).post(`${TURNS}/${own.id}/verify`).expect(403);
    expect(self.body.message).toBe('You cannot verify your own chore');
    await as(admin).post(`${TURNS}/${own.id}/verify`).expect(200);
  });

  it('verifies exactly once under two concurrent verifies', async () => {
    const before = await balanceOf(sibling.userId);
    await add(parent, { title: 'Windows', points: 20, assigneeIds: [sibling.userId] });
    const [turn] = await turns(sibling, `?assignedToId=${sibling.userId}`);
    await as(sibling).post(`${TURNS}/${turn.id}/complete`).expect(200);
    const answers = await Promise.all([
      as(parent).post(`${TURNS}/${turn.id}/verify`),
      as(admin).post(`${TURNS}/${turn.id}/verify`),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(sibling.userId)).toBe(before + 20);
  });

  it('Reject sends the turn back with a note, and no points', async () => {
    const before = await balanceOf(child.userId);
    await add(parent, { title: 'Bedroom', assigneeIds: [child.userId] });
    const [turn] = await turns(child, `?assignedToId=${child.userId}`);
    await as(parent).post(`${TURNS}/${turn.id}/reject`).send({ note: 'Not yet' }).expect(409);
    await as(child).post(`${TURNS}/${turn.id}/complete`).expect(200);
    const rejected = await as(parent)
      .post(`${TURNS}/${turn.id}/reject`)
      .send({ note: 'The bed too' })
      .expect(200);
    expect(rejected.body).toMatchObject({
      status: 'assigned',
      rejectionNote: 'The bed too',
      completedDate: null,
    });
    expect(await balanceOf(child.userId)).toBe(before);
  });

  it('rotates a weekly chore in the set order, one turn per week, across the period boundary', async () => {
    clock.now = new Date('2026-03-04T10:00:00Z'); // a Wednesday
    const chore = await add(parent, {
      title: 'Lawn',
      frequency: 'weekly',
      assigneeIds: [sibling.userId, child.userId],
    });
    const mine = async () => (await turns(admin)).filter((t) => t.choreId === chore.id);
    expect((await mine()).map((t) => [t.assignedToId, t.startDate, t.endDate])).toEqual([
      [sibling.userId, '2026-03-02', '2026-03-08'],
    ]);
    clock.now = new Date('2026-03-08T23:59:00Z'); // still Sunday of that week
    expect(await mine()).toHaveLength(1);

    clock.now = new Date('2026-03-09T00:01:00Z'); // Monday: the next member's turn
    await Promise.all([app().rollOver(clock.now), app().rollOver(clock.now), mine()]);
    const second = await mine();
    expect(second.map((t) => [t.assignedToId, t.startDate])).toEqual([
      [child.userId, '2026-03-09'],
      [sibling.userId, '2026-03-02'],
    ]);
    expect(second[1].overdue).toBe(true);

    clock.now = new Date('2026-03-17T08:00:00Z'); // the week after: back to the first
    expect(await app().rollOver(clock.now)).toBeGreaterThanOrEqual(1);
    expect(await app().rollOver(clock.now)).toBe(0);
    expect((await mine()).map((t) => t.assignedToId)).toEqual([sibling.userId, child.userId, sibling.userId]);

    const counts = await as(admin).get(`${TURNS}/summary`).expect(200);
    expect(counts.body).toEqual({ assigned: 3, completed: 0, verified: 0, overdue: 2 });
    const once = await add(parent, { title: 'Garage', frequency: 'once', assigneeIds: [child.userId] });
    clock.now = new Date('2026-05-01T08:00:00Z');
    await app().rollOver(clock.now);
    expect((await turns(admin)).filter((t) => t.choreId === once.id)).toHaveLength(1);
  });

  it('keeps the ledger: adjustments with a reason, the balance is the sum and never below zero', async () => {
    const start = await balanceOf(sibling.userId);
    await as(parent)
      .post('/api/points/adjustments')
      .send({ memberId: sibling.userId, points: 30, reason: 'Helped grandma' })
      .expect(201);
    const tooMuch = await as(parent)
      .post('/api/points/adjustments')
      .send({ memberId: sibling.userId, points: -(start + 31), reason: 'Oops' })
      .expect(409);
    expect(tooMuch.body.message).toBe('Not enough points for that');
    await as(parent)
      .post('/api/points/adjustments')
      .send({ memberId: sibling.userId, points: -10, reason: 'Broke a window' })
      .expect(201);
    expect(await balanceOf(sibling.userId)).toBe(start + 20);
    const ledger = await as(sibling).get('/api/points/ledger').expect(200);
    const sum = (ledger.body.items as { points: number }[]).reduce((total, e) => total + e.points, 0);
    expect(sum).toBe(start + 20);
    expect(ledger.body.items[0]).toMatchObject({ kind: 'adjustment', points: -10, reason: 'Broke a window' });
    const mine = (await as(sibling).get('/api/points').expect(200)).body as PointsBalances;
    expect(mine.members.map((m) => m.memberId)).toEqual([sibling.userId]);
  });

  it('never shows or changes another family’s chores, turns or points', async () => {
    const { id } = await add(admin, { title: 'Ours', assigneeIds: [child.userId] });
    const [turn] = await turns(admin);
    expect((await list(stranger)).items).toEqual([]);
    expect(await turns(stranger)).toEqual([]);
    await as(stranger).patch(`${PATH}/${id}`).send({ title: 'Theirs' }).expect(404);
    await as(stranger).delete(`${PATH}/${id}`).expect(404);
    await as(stranger).post(`${TURNS}/${turn.id}/complete`).expect(404);
    await as(stranger).post(`${TURNS}/${turn.id}/verify`).expect(404);
    await as(stranger).post(`${TURNS}/${turn.id}/reject`).send({ note: 'x' }).expect(404);
    expect((await as(stranger).get(`${TURNS}/summary`).expect(200)).body).toEqual({
      assigned: 0,
      completed: 0,
      verified: 0,
      overdue: 0,
    });
    const points = (await as(stranger).get('/api/points').expect(200)).body as PointsBalances;
    expect(points.members.map((m) => m.memberId)).toEqual([stranger.userId]);
    expect((await as(stranger).get('/api/points/ledger').expect(200)).body.items).toEqual([]);
    await as(stranger)
      .post('/api/points/adjustments')
      .send({ memberId: child.userId, points: 5, reason: 'x' })
      .expect(400);
    expect((await list(admin)).items.map((i) => i.title)).toEqual(['Ours']);
  });
});
