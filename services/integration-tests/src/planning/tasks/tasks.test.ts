import { TASK_LIST_DEFAULT_LIMIT, TASK_LIST_MAX_LIMIT, type Task, type TaskPage } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
// A real cross-service test: planning asks a running identity service who is in the family.
import { addMember, signUpFamily, startIdentityServer } from '@familyhub/identity-service/testing';
import { setupPlanningApi, SETUP_TIMEOUT_MS } from '@familyhub/planning-service/testing';

type Identity = Awaited<ReturnType<typeof startIdentityServer>>;

let identity: Identity;
let admin: Caller;
let parent: Caller;
let child: Caller;
let otherChild: Caller;
let stranger: Caller;
const previousIdentityUrl = process.env.IDENTITY_URL;
const { as } = setupPlanningApi();

beforeAll(async () => {
  identity = await startIdentityServer();
  process.env.IDENTITY_URL = identity.url;

  const family = await signUpFamily(identity.app, { familyName: 'Tasks family' });
  admin = family.caller;
  parent = (await addMember(identity.app, admin, { role: 'parent', name: 'Pat' })).caller;
  child = (await addMember(identity.app, admin, { role: 'child', name: 'Kim' })).caller;
  otherChild = (await addMember(identity.app, admin, { role: 'child', name: 'Lou' })).caller;
  stranger = (await signUpFamily(identity.app, { familyName: 'Another family' })).caller;
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  process.env.IDENTITY_URL = previousIdentityUrl;
  await identity.close();
}, SETUP_TIMEOUT_MS);

async function createTask(by: Caller, body: Record<string, unknown>): Promise<Task> {
  const res = await as(by).post('/api/tasks').send(body).expect(201);
  return res.body as Task;
}

describe('tasks CRUD', () => {
  it('creates, lists, reads, updates and deletes a family task', async () => {
    const created = await createTask(admin, {
      title: '  Take out the bins ',
      description: 'Blue bin too',
      priority: 'high',
      dueDate: '2026-11-22',
      assignedToId: child.userId,
    });
    expect(created).toMatchObject({
      title: 'Take out the bins',
      description: 'Blue bin too',
      priority: 'high',
      dueDate: '2026-11-22',
      completed: false,
      assignedToId: child.userId,
      createdById: admin.userId,
    });
    expect(Date.parse(created.createdAt)).not.toBeNaN();

    const defaults = await createTask(parent, { title: 'Water plants' });
    expect(defaults).toMatchObject({
      priority: 'medium',
      completed: false,
      description: null,
      dueDate: null,
      assignedToId: null,
    });

    const list = await as(child).get('/api/tasks').expect(200);
    const ids = (list.body as TaskPage).items.map((t) => t.id);
    expect(ids).toEqual(expect.arrayContaining([created.id, defaults.id]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    await as(admin).get(`/api/tasks/${created.id}`).expect(200, created);

    const patched = await as(parent)
      .patch(`/api/tasks/${created.id}`)
      .send({ title: 'Take out all bins', priority: 'low', assignedToId: otherChild.userId, dueDate: null })
      .expect(200);
    expect(patched.body).toMatchObject({
      title: 'Take out all bins',
      priority: 'low',
      assignedToId: otherChild.userId,
      dueDate: null,
    });

    await as(admin).delete(`/api/tasks/${created.id}`).expect(204);
    await as(admin).get(`/api/tasks/${created.id}`).expect(404);
  });

  it('uses the spec’s validation messages', async () => {
    const noTitle = await as(admin).post('/api/tasks').send({ title: '   ' }).expect(400);
    expect(noTitle.body).toMatchObject({ error: 'validation_failed', message: 'Title is required' });
    const missingTitle = await as(admin).post('/api/tasks').send({}).expect(400);
    expect(missingTitle.body.message).toBe('Title is required');
    const badPriority = await as(admin)
      .post('/api/tasks')
      .send({ title: 'Ok', priority: 'urgent' })
      .expect(400);
    expect(badPriority.body.message).toBe('Priority is required');
    const task = await createTask(admin, { title: 'Valid' });
    const nothing = await as(admin).patch(`/api/tasks/${task.id}`).send({}).expect(400);
    expect(nothing.body.message).toBe('Nothing to update');
  });

  it('answers 401 when nobody is signed in', async () => {
    await as(null).get('/api/tasks').expect(401);
  });
});

describe('paging the list', () => {
  let owner: Caller;
  const pageOf = async (by: Caller, query: string) =>
    (await as(by).get(`/api/tasks${query}`).expect(200)).body as TaskPage;
  const titlesOf = async (by: Caller, query: string) => (await pageOf(by, query)).items.map((t) => t.title);
  /** Every page from the first, following nextCursor; the titles of each. */
  async function allPages(by: Caller, limit: number): Promise<string[][]> {
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const page = await pageOf(
        by,
        `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      pages.push(page.items.map((t) => t.title));
      cursor = page.nextCursor;
    } while (cursor);
    return pages;
  }

  beforeAll(async () => {
    // A family of its own, so the pages hold exactly the tasks made here.
    owner = (await signUpFamily(identity.app, { familyName: 'Paging family' })).caller;
  }, SETUP_TIMEOUT_MS);

  it('pages in the order tasks were added, following nextCursor until it is null', async () => {
    const made: Task[] = [];
    for (const title of ['T1', 'T2', 'T3', 'T4', 'T5']) made.push(await createTask(owner, { title }));
    // Ticking a task off does not move it, so pages already loaded stay in place.
    await as(owner).patch(`/api/tasks/${made[1].id}`).send({ completed: true }).expect(200);

    expect(await pageOf(owner, '')).toMatchObject({ nextCursor: null });
    expect(await titlesOf(owner, '')).toEqual(['T1', 'T2', 'T3', 'T4', 'T5']);
    expect(await allPages(owner, 2)).toEqual([['T1', 'T2'], ['T3', 'T4'], ['T5']]);
    // A page that ends exactly at the last task says so: no empty extra page.
    expect(await allPages(owner, 5)).toEqual([['T1', 'T2', 'T3', 'T4', 'T5']]);
  });

  it('keeps its place when tasks before the cursor are deleted or new ones are added', async () => {
    const first = await pageOf(owner, '?limit=2');
    expect(first.items.map((t) => t.title)).toEqual(['T1', 'T2']);
    const [t1] = first.items;
    await as(owner).delete(`/api/tasks/${t1.id}`).expect(204);
    await createTask(owner, { title: 'T6' });
    const next = await pageOf(owner, `?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(next.items.map((t) => t.title)).toEqual(['T3', 'T4']);
  });

  it(`answers at most ${TASK_LIST_DEFAULT_LIMIT} tasks unless asked for more, and never more than ${TASK_LIST_MAX_LIMIT}`, async () => {
    const have = (await titlesOf(owner, `?limit=${TASK_LIST_MAX_LIMIT}`)).length;
    for (let i = have; i < TASK_LIST_DEFAULT_LIMIT + 2; i++) await createTask(owner, { title: `Bulk ${i}` });
    const first = await pageOf(owner, '');
    expect(first.items).toHaveLength(TASK_LIST_DEFAULT_LIMIT);
    expect(await titlesOf(owner, `?limit=${TASK_LIST_MAX_LIMIT}`)).toHaveLength(TASK_LIST_DEFAULT_LIMIT + 2);
    expect(await titlesOf(owner, `?cursor=${encodeURIComponent(first.nextCursor!)}`)).toHaveLength(2);
  });

  it('explains a bad limit or cursor with 400', async () => {
    const range = `limit must be a whole number between 1 and ${TASK_LIST_MAX_LIMIT}`;
    const badCursor = expect.stringMatching(/cursor is not valid/);
    const cases: [string, string, unknown][] = [
      ['?limit=0', 'validation_failed', range],
      [`?limit=${TASK_LIST_MAX_LIMIT + 1}`, 'validation_failed', range],
      ['?limit=ten', 'validation_failed', range],
      ['?limit=2.5', 'validation_failed', range],
      ['?cursor=', 'validation_failed', 'cursor must be the nextCursor of a previous page'],
      ['?cursor=not-a-cursor', 'bad_request', badCursor],
      [`?cursor=${Buffer.from('{"id":-4}').toString('base64url')}`, 'bad_request', badCursor],
    ];
    for (const [query, error, message] of cases) {
      const res = await as(owner).get(`/api/tasks${query}`).expect(400);
      expect(res.body).toMatchObject({ error, message });
    }
  });

  it('never shows another family’s tasks on any page, even with our cursor', async () => {
    const ourFirst = await pageOf(owner, '?limit=1');
    const ours = (await pageOf(owner, `?limit=${TASK_LIST_MAX_LIMIT}`)).items.map((t) => t.id);
    expect(ours.length).toBeGreaterThan(0);
    for (const query of ['', '?limit=1', `?limit=${TASK_LIST_MAX_LIMIT}`, `?cursor=${ourFirst.nextCursor}`]) {
      const theirs = (await pageOf(stranger, query)).items.map((t) => t.id);
      expect(theirs.filter((id) => ours.includes(id))).toEqual([]);
    }
    const mine = (await pageOf(admin, `?limit=${TASK_LIST_MAX_LIMIT}`)).items.map((t) => t.id);
    expect(mine.filter((id) => ours.includes(id))).toEqual([]);
  });
});

describe('family scoping', () => {
  it('answers 404 to another family for GET, PATCH and DELETE and leaves the task alone', async () => {
    const task = await createTask(admin, { title: 'Ours' });
    for (const res of [
      await as(stranger).get(`/api/tasks/${task.id}`),
      await as(stranger).patch(`/api/tasks/${task.id}`).send({ completed: true }),
      await as(stranger).delete(`/api/tasks/${task.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'not_found', message: 'Task not found' });
    }
    const list = await as(stranger).get('/api/tasks').expect(200);
    expect((list.body as TaskPage).items.map((t) => t.id)).not.toContain(task.id);
    await as(admin)
      .get(`/api/tasks/${task.id}`)
      .expect(200)
      .expect((res) => expect(res.body.completed).toBe(false));
  });

  it('refuses an assignee outside the family with 400', async () => {
    const res = await as(admin)
      .post('/api/tasks')
      .send({ title: 'Not yours', assignedToId: stranger.userId })
      .expect(400);
    expect(res.body).toMatchObject({
      error: 'bad_request',
      message: 'Assignee must be a member of your family',
    });
    const task = await createTask(admin, { title: 'Reassign me' });
    await as(admin).patch(`/api/tasks/${task.id}`).send({ assignedToId: 999_999 }).expect(400);
  });
});

describe('what a child may do', () => {
  it('lets a child tick off and untick their own task', async () => {
    const task = await createTask(parent, { title: 'Homework', assignedToId: child.userId });
    const done = await as(child).patch(`/api/tasks/${task.id}`).send({ completed: true }).expect(200);
    expect(done.body.completed).toBe(true);
    const undone = await as(child).patch(`/api/tasks/${task.id}`).send({ completed: false }).expect(200);
    expect(undone.body.completed).toBe(false);
  });

  it('refuses a child creating, editing, deleting, or ticking off someone else’s task', async () => {
    const own = await createTask(parent, { title: 'Tidy room', assignedToId: child.userId });
    const sibling = await createTask(parent, { title: 'Feed cat', assignedToId: otherChild.userId });
    const unassigned = await createTask(parent, { title: 'Anyone' });

    const create = await as(child).post('/api/tasks').send({ title: 'Skip school' }).expect(403);
    expect(create.body).toEqual({ error: 'forbidden', message: 'Only parents and admins can add tasks' });

    const rename = await as(child).patch(`/api/tasks/${own.id}`).send({ title: 'Nothing' }).expect(403);
    expect(rename.body.message).toBe('Children can only mark their own tasks as done');
    await as(child).patch(`/api/tasks/${own.id}`).send({ completed: true, priority: 'low' }).expect(403);
    await as(child).patch(`/api/tasks/${sibling.id}`).send({ completed: true }).expect(403);
    await as(child).patch(`/api/tasks/${unassigned.id}`).send({ completed: true }).expect(403);

    const remove = await as(child).delete(`/api/tasks/${own.id}`).expect(403);
    expect(remove.body.message).toBe('Only parents and admins can delete tasks');

    const after = await as(parent).get(`/api/tasks/${own.id}`).expect(200);
    expect(after.body).toMatchObject({ title: 'Tidy room', completed: false, priority: 'medium' });
    await as(parent)
      .get(`/api/tasks/${sibling.id}`)
      .expect(200)
      .expect((res) => expect(res.body.completed).toBe(false));
  });
});
