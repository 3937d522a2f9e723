import type { CleaningSession, CleaningTemplate } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { reach, setupHomeApi } from '../testing/home-api';

const FAMILY = 9301;
const parent: Caller = { userId: 91, familyId: FAMILY, role: 'parent', plan: 'annual' };
const admin: Caller = { userId: 93, familyId: FAMILY, role: 'admin', plan: 'annual' };
const child: Caller = { userId: 92, familyId: FAMILY, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 95, familyId: 9302, role: 'admin', plan: 'annual' };

const { as, recordPublished, families } = setupHomeApi();
const published = recordPublished(FAMILY);

const routine = {
  name: 'Kitchen reset',
  area: 'Kitchen',
  frequency: 'daily',
  estimatedTime: 30,
  tasks: [
    { name: 'Clear the counters' },
    { name: 'Wipe the hob', estimatedTime: 5 },
    { name: 'Polish the taps', isRequired: false },
  ],
};

async function addRoutine(by: Caller = parent): Promise<CleaningTemplate> {
  return (await as(by).post('/api/cleaning/templates').send(routine).expect(201)).body as CleaningTemplate;
}

beforeAll(() => {
  families.set(FAMILY, [reach(parent, 'Pat'), reach(admin, 'Ada'), reach(child, 'Kim')]);
});
beforeEach(() => {
  published.length = 0;
});

describe('cleaning', () => {
  it('keeps routines with ordered tasks; parents add, edit and delete them', async () => {
    const made = await addRoutine();
    expect(published).toEqual(['cleaning']);
    expect(made).toMatchObject({
      name: 'Kitchen reset',
      area: 'Kitchen',
      frequency: 'daily',
      estimatedTime: 30,
      isShared: true,
    });
    expect(made.tasks.map((t) => [t.order, t.name, t.isRequired])).toEqual([
      [0, 'Clear the counters', true],
      [1, 'Wipe the hob', true],
      [2, 'Polish the taps', false],
    ]);
    published.length = 0;
    const edited = await as(parent)
      .patch(`/api/cleaning/templates/${made.id}`)
      .send({ name: 'Kitchen', tasks: [{ name: 'Sweep' }] })
      .expect(200);
    expect(edited.body).toMatchObject({
      name: 'Kitchen',
      tasks: [expect.objectContaining({ name: 'Sweep' })],
    });
    expect(published).toEqual(['cleaning']);
    const list = await as(child).get('/api/cleaning/templates').expect(200);
    expect(list.body.items.map((t: CleaningTemplate) => t.id)).toContain(made.id);
    published.length = 0;
    await as(parent).delete(`/api/cleaning/templates/${made.id}`).expect(204);
    expect(published).toEqual(['cleaning']);
  });

  it('refuses what the contract refuses, with its words', async () => {
    const empty = await as(parent).post('/api/cleaning/templates').send({ name: 'x', tasks: [] }).expect(400);
    expect(empty.body.message).toMatch('Add at least one task');
    const noName = await as(parent)
      .post('/api/cleaning/templates')
      .send({ ...routine, name: ' ' })
      .expect(400);
    expect(noName.body.message).toMatch('Name is required');
    await as(parent).post('/api/cleaning/sessions').send({}).expect(400);
    await as(parent).get('/api/cleaning/sessions?cursor=bad').expect(400);
  });

  it('runs a session: anyone ticks tasks (who and when), finishing needs every required task', async () => {
    const made = await addRoutine();
    published.length = 0;
    const started = (await as(child).post('/api/cleaning/sessions').send({ templateId: made.id }).expect(201))
      .body as CleaningSession;
    expect(published).toEqual(['cleaning']);
    expect(started).toMatchObject({
      templateName: 'Kitchen reset',
      completedAt: null,
      createdById: child.userId,
    });
    expect(started.tasks).toHaveLength(3);
    const [first, second] = started.tasks;
    const ticked = await as(child)
      .patch(`/api/cleaning/sessions/${started.id}/tasks/${first.id}`)
      .send({ isCompleted: true })
      .expect(200);
    expect(ticked.body.tasks[0]).toMatchObject({ isCompleted: true, completedById: child.userId });
    expect(published).toEqual(['cleaning', 'cleaning']);
    const early = await as(child).post(`/api/cleaning/sessions/${started.id}/finish`).send({}).expect(409);
    expect(early.body.message).toBe('Tick every required task first');
    expect(published).toHaveLength(2);
    await as(parent)
      .patch(`/api/cleaning/sessions/${started.id}/tasks/${second.id}`)
      .send({ isCompleted: true })
      .expect(200);
    const done = await as(child)
      .post(`/api/cleaning/sessions/${started.id}/finish`)
      .send({ notes: 'Sparkling' })
      .expect(200);
    expect(done.body).toMatchObject({ completedById: child.userId, notes: 'Sparkling' });
    // Start, two ticks and the finish each refresh the family's open Cleaning screens and card.
    expect(published).toEqual(['cleaning', 'cleaning', 'cleaning', 'cleaning']);
    await as(child).post(`/api/cleaning/sessions/${started.id}/finish`).send({}).expect(409);
    await as(child)
      .patch(`/api/cleaning/sessions/${started.id}/tasks/${first.id}`)
      .send({ isCompleted: false })
      .expect(409);
    const history = await as(parent).get('/api/cleaning/sessions?state=finished').expect(200);
    expect(history.body.items[0]).toMatchObject({ id: started.id, notes: 'Sparkling' });
    const open = await as(parent).get('/api/cleaning/sessions?state=open').expect(200);
    expect(open.body.items.map((s: CleaningSession) => s.id)).not.toContain(started.id);
  });

  it('lets a child run sessions but not change routines', async () => {
    const made = await addRoutine();
    published.length = 0;
    const denied = await as(child).post('/api/cleaning/templates').send(routine).expect(403);
    expect(denied.body.message).toBe('Only parents and admins can change cleaning routines');
    await as(child).patch(`/api/cleaning/templates/${made.id}`).send({ name: 'x' }).expect(403);
    await as(child).delete(`/api/cleaning/templates/${made.id}`).expect(403);
    expect(published).toEqual([]);
  });

  it('keeps a private routine and its sessions to its creator; the rest of the family gets 404', async () => {
    const mine = (
      await as(parent)
        .post('/api/cleaning/templates')
        .send({ ...routine, name: 'My desk', isShared: false })
        .expect(201)
    ).body as CleaningTemplate;
    expect(mine).toMatchObject({ name: 'My desk', isShared: false, createdById: parent.userId });
    const shared = await addRoutine();
    const ids = async (by: Caller) =>
      (
        (await as(by).get('/api/cleaning/templates?limit=100').expect(200)).body.items as CleaningTemplate[]
      ).map((t) => t.id);
    expect(await ids(parent)).toEqual(expect.arrayContaining([mine.id, shared.id]));
    expect((await as(parent).get(`/api/cleaning/templates/${mine.id}`).expect(200)).body).toMatchObject({
      name: 'My desk',
      isShared: false,
    });
    const session = (
      await as(parent).post('/api/cleaning/sessions').send({ templateId: mine.id }).expect(201)
    ).body as CleaningSession;

    for (const other of [admin, child]) {
      expect(await ids(other)).toContain(shared.id);
      expect(await ids(other)).not.toContain(mine.id);
      await as(other).get(`/api/cleaning/templates/${mine.id}`).expect(404);
      await as(other).get(`/api/cleaning/templates/${shared.id}`).expect(200);
      const start = await as(other).post('/api/cleaning/sessions').send({ templateId: mine.id }).expect(404);
      expect(start.body).toMatchObject({ error: 'not_found' });
      await as(other).patch(`/api/cleaning/templates/${mine.id}`).send({ name: 'Ours' }).expect(404);
      await as(other).delete(`/api/cleaning/templates/${mine.id}`).expect(404);
      const sessions = (await as(other).get('/api/cleaning/sessions?limit=100').expect(200)).body
        .items as CleaningSession[];
      expect(sessions.map((s) => s.id)).not.toContain(session.id);
      await as(other)
        .patch(`/api/cleaning/sessions/${session.id}/tasks/${session.tasks[0].id}`)
        .send({ isCompleted: true })
        .expect(404);
      await as(other).post(`/api/cleaning/sessions/${session.id}/finish`).send({}).expect(404);
    }
    const own = (await as(parent).get('/api/cleaning/sessions?limit=100').expect(200)).body
      .items as CleaningSession[];
    expect(own.map((s) => s.id)).toContain(session.id);

    // Shared again, the family sees it; a change that leaves isShared out keeps it.
    await as(parent).patch(`/api/cleaning/templates/${mine.id}`).send({ isShared: true }).expect(200);
    await as(parent).patch(`/api/cleaning/templates/${mine.id}`).send({ name: 'The desk' }).expect(200);
    expect((await as(child).get(`/api/cleaning/templates/${mine.id}`).expect(200)).body).toMatchObject({
      name: 'The desk',
      isShared: true,
    });
    await as(parent)
      .post('/api/cleaning/templates')
      .send({ ...routine, isShared: 'no' })
      .expect(400);
  });

  it('never shows or changes another family’s routines or sessions', async () => {
    const made = await addRoutine();
    const session = (
      await as(parent).post('/api/cleaning/sessions').send({ templateId: made.id }).expect(201)
    ).body as CleaningSession;
    expect((await as(stranger).get('/api/cleaning/templates').expect(200)).body.items).toEqual([]);
    expect((await as(stranger).get('/api/cleaning/sessions').expect(200)).body.items).toEqual([]);
    await as(stranger).get(`/api/cleaning/templates/${made.id}`).expect(404);
    await as(stranger).patch(`/api/cleaning/templates/${made.id}`).send({ name: 'x' }).expect(404);
    await as(stranger).delete(`/api/cleaning/templates/${made.id}`).expect(404);
    await as(stranger).post('/api/cleaning/sessions').send({ templateId: made.id }).expect(404);
    await as(stranger)
      .patch(`/api/cleaning/sessions/${session.id}/tasks/${session.tasks[0].id}`)
      .send({ isCompleted: true })
      .expect(404);
    await as(stranger).post(`/api/cleaning/sessions/${session.id}/finish`).send({}).expect(404);
  });
});
