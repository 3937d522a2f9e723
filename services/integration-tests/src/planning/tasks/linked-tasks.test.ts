import type { Alert, CreateLinkedTaskBody, LinkedTaskAnswer, Task, TaskPage } from '@familyhub/contracts';
import type { Caller, InternalCaller } from '@familyhub/server-kit';
// A real cross-service test: planning asks a running identity service who is in the family.
import { addMember, signUpFamily, startIdentityServer } from '@familyhub/identity-service/testing';
import { setupPlanningApi, SETUP_TIMEOUT_MS } from '@familyhub/planning-service/testing';

type Identity = Awaited<ReturnType<typeof startIdentityServer>>;

let identity: Identity;
let parent: Caller;
let child: Caller;
let stranger: Caller;
const previousIdentityUrl = process.env.IDENTITY_URL;
const { as, recordPublished } = setupPlanningApi();

beforeAll(async () => {
  identity = await startIdentityServer();
  process.env.IDENTITY_URL = identity.url;
  parent = (await signUpFamily(identity.app, { familyName: 'Linked tasks family' })).caller;
  child = (await addMember(identity.app, parent, { role: 'child', name: 'Kim' })).caller;
  stranger = (await signUpFamily(identity.app, { familyName: 'Another family' })).caller;
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  process.env.IDENTITY_URL = previousIdentityUrl;
  await identity.close();
}, SETUP_TIMEOUT_MS);

const fromDocument = (id: number, overrides: Partial<CreateLinkedTaskBody> = {}): CreateLinkedTaskBody => ({
  title: 'Return the permission slip',
  description: 'Zoo trip',
  dueDate: '2026-12-01',
  assignedToId: child.userId,
  source: { domain: 'school', type: 'school-document', id },
  ...overrides,
});

const bySource = (id: number) => `/internal/tasks/by-source/school/school-document/${id}`;

async function activeAlerts(of: Caller): Promise<Alert[]> {
  return (await as(of).get(`/api/users/${of.userId}/alerts?status=active`).expect(200)).body as Alert[];
}

describe('POST /internal/tasks', () => {
  it('makes one family task per domain item, linked back to it, and tells the assignee', async () => {
    const published = recordPublished(parent.familyId);
    const res = await as(parent).post('/internal/tasks').send(fromDocument(12)).expect(201);
    const { task, created } = res.body as LinkedTaskAnswer;
    expect(created).toBe(true);
    expect(task).toMatchObject({
      title: 'Return the permission slip',
      dueDate: '2026-12-01',
      priority: 'medium',
      completed: false,
      assignedToId: child.userId,
      createdById: parent.userId,
      source: { domain: 'school', type: 'school-document', id: 12 },
    });
    expect(published).toContain('tasks');

    // It is a family task like any other, and says where it came from.
    const listed = ((await as(child).get('/api/tasks').expect(200)).body as TaskPage).items;
    expect(listed.find((t) => t.id === task.id)?.source).toEqual({
      domain: 'school',
      type: 'school-document',
      id: 12,
    });
    const manual = (await as(parent).post('/api/tasks').send({ title: 'Water plants' }).expect(201))
      .body as Task;
    expect(manual.source).toBeNull();
    expect((await activeAlerts(child)).some((a) => a.targetType === 'task' && a.targetId === task.id)).toBe(
      true,
    );

    // One click twice: the same task, unchanged.
    const again = await as(parent)
      .post('/internal/tasks')
      .send(fromDocument(12, { title: 'Something else' }))
      .expect(200);
    expect(again.body).toEqual({ task, created: false });
  });

  it('checks the assignee against the family and follows the task rules for a member', async () => {
    const outsider = await as(parent)
      .post('/internal/tasks')
      .send(fromDocument(13, { assignedToId: stranger.userId }))
      .expect(400);
    expect(outsider.body).toMatchObject({ message: 'Assignee must be a member of your family' });

    const byChild = await as(child).post('/internal/tasks').send(fromDocument(13)).expect(403);
    expect(byChild.body.message).toBe('Only parents and admins can add tasks');

    const bad = await as(parent)
      .post('/internal/tasks')
      .send({ ...fromDocument(13), source: { domain: 'school', type: 'spaceship', id: 13 } })
      .expect(400);
    expect(bad.body.message).toBe('Target type is not one FamilyHub knows');
    await as(parent)
      .post('/internal/tasks')
      .send({ ...fromDocument(13), familyId: stranger.familyId })
      .expect(400);
  });

  it("accepts a domain's job acting for the family, with nobody as the creator", async () => {
    const job: InternalCaller = { service: 'school', familyId: parent.familyId };
    const res = await as(job).post('/internal/tasks').send(fromDocument(14)).expect(201);
    expect((res.body as LinkedTaskAnswer).task).toMatchObject({
      createdById: null,
      assignedToId: child.userId,
    });
    const otherJob: InternalCaller = { service: 'school', familyId: stranger.familyId };
    await as(otherJob).post('/internal/tasks').send(fromDocument(15)).expect(400);
  });
});

describe('PATCH and DELETE /internal/tasks/by-source/{domain}/{type}/{id}', () => {
  it('completes the linked task when the item is submitted (even by a child), and opens it again', async () => {
    const { task } = (await as(parent).post('/internal/tasks').send(fromDocument(20)).expect(201))
      .body as LinkedTaskAnswer;
    const done = await as(child).patch(bySource(20)).send({ completed: true }).expect(200);
    expect(done.body.task).toMatchObject({ id: task.id, completed: true });
    expect(((await as(parent).get(`/api/tasks/${task.id}`).expect(200)).body as Task).completed).toBe(true);
    const reopened = await as(parent).patch(bySource(20)).send({ completed: false }).expect(200);
    expect(reopened.body.task).toMatchObject({ id: task.id, completed: false });

    expect((await as(parent).patch(bySource(999)).send({ completed: true }).expect(200)).body).toEqual({
      task: null,
    });
    await as(parent).patch(bySource(20)).send({}).expect(400);
  });

  it('deletes the linked task and its alerts when the item is deleted', async () => {
    const { task } = (await as(parent).post('/internal/tasks').send(fromDocument(21)).expect(201))
      .body as LinkedTaskAnswer;
    expect((await activeAlerts(child)).some((a) => a.targetId === task.id && a.targetType === 'task')).toBe(
      true,
    );
    await as(child).delete(bySource(21)).expect(403);

    const removed = await as(parent).delete(bySource(21)).expect(200);
    expect(removed.body.task).toMatchObject({ id: task.id });
    await as(parent).get(`/api/tasks/${task.id}`).expect(404);
    expect((await activeAlerts(child)).some((a) => a.targetId === task.id && a.targetType === 'task')).toBe(
      false,
    );
    expect((await as(parent).delete(bySource(21)).expect(200)).body).toEqual({ task: null });
  });

  it("never reaches another family's linked task", async () => {
    const { task } = (await as(parent).post('/internal/tasks').send(fromDocument(22)).expect(201))
      .body as LinkedTaskAnswer;
    expect((await as(stranger).patch(bySource(22)).send({ completed: true }).expect(200)).body).toEqual({
      task: null,
    });
    expect((await as(stranger).delete(bySource(22)).expect(200)).body).toEqual({ task: null });
    const still = (await as(parent).get(`/api/tasks/${task.id}`).expect(200)).body as Task;
    expect(still.completed).toBe(false);
  });

  it('answers 404 for a path that names no possible item', async () => {
    await as(parent)
      .patch('/internal/tasks/by-source/school/spaceship/1')
      .send({ completed: true })
      .expect(404);
    await as(parent).delete('/internal/tasks/by-source/nowhere/school-document/1').expect(404);
    await as(parent).delete('/internal/tasks/by-source/school/school-document/abc').expect(404);
  });
});
