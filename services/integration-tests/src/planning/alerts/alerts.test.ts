import type { Alert, CalendarEvent, Task } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
// A real cross-service test: assigning a task asks a running identity service who is in the family.
import { addMember, signUpFamily, startIdentityServer } from '@familyhub/identity-service/testing';
import { setupPlanningApi, SETUP_TIMEOUT_MS } from '@familyhub/planning-service/testing';

type Identity = Awaited<ReturnType<typeof startIdentityServer>>;

let identity: Identity;
let parent: Caller;
let child: Caller;
let stranger: Caller;
const previousIdentityUrl = process.env.IDENTITY_URL;
const { as } = setupPlanningApi();

beforeAll(async () => {
  identity = await startIdentityServer();
  process.env.IDENTITY_URL = identity.url;
  parent = (await signUpFamily(identity.app, { familyName: 'Alerts family' })).caller;
  child = (await addMember(identity.app, parent, { role: 'child', name: 'Kim' })).caller;
  stranger = (await signUpFamily(identity.app, { familyName: 'Another family' })).caller;
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  process.env.IDENTITY_URL = previousIdentityUrl;
  await identity.close();
}, SETUP_TIMEOUT_MS);

const inMinutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

async function activeAlerts(of: Caller): Promise<Alert[]> {
  const res = await as(of).get(`/api/users/${of.userId}/alerts?status=active`).expect(200);
  return res.body as Alert[];
}

async function createEvent(by: Caller, body: Record<string, unknown>): Promise<CalendarEvent> {
  return (await as(by).post('/api/events').send(body).expect(201)).body as CalendarEvent;
}

describe('alerts for an event starting within the hour', () => {
  it('raises one urgent alert per occurrence for each member, however often they read, until dismissed', async () => {
    const party = await createEvent(parent, {
      title: 'Birthday party',
      startAt: inMinutes(30),
      endAt: inMinutes(90),
    });
    await createEvent(parent, { title: 'Later today', startAt: inMinutes(120) });
    await createEvent(stranger, { title: 'Other family meeting', startAt: inMinutes(20) });

    for (const member of [parent, child]) {
      const first = await activeAlerts(member);
      const again = await activeAlerts(member);
      const partyAlerts = again.filter((a) => a.targetType === 'event' && a.targetId === party.id);
      expect(partyAlerts).toHaveLength(1);
      expect(partyAlerts[0]).toMatchObject({
        userId: member.userId,
        title: 'Starting soon: Birthday party',
        priority: 'urgent',
        status: 'active',
        createdById: parent.userId,
      });
      expect(first.map((a) => a.id)).toEqual(again.map((a) => a.id));
      expect(again.map((a) => a.title)).not.toContain('Starting soon: Later today');
      expect(again.map((a) => a.title)).not.toContain('Starting soon: Other family meeting');
    }

    const [childAlert] = (await activeAlerts(child)).filter((a) => a.targetId === party.id);
    const dismissed = await as(child)
      .patch(`/api/alerts/${childAlert.id}/status`)
      .send({ status: 'dismissed' })
      .expect(200);
    expect(dismissed.body).toMatchObject({ id: childAlert.id, status: 'dismissed' });
    // Dismissed stays dismissed: reading again does not raise the same occurrence's alert.
    expect((await activeAlerts(child)).map((a) => a.targetId)).not.toContain(party.id);
    const history = await as(child).get(`/api/users/${child.userId}/alerts?status=dismissed`).expect(200);
    expect((history.body as Alert[]).map((a) => a.id)).toContain(childAlert.id);
    // The parent's own alert is untouched.
    expect((await activeAlerts(parent)).map((a) => a.targetId)).toContain(party.id);

    // A deleted event takes its alerts with it.
    await as(parent).delete(`/api/events/${party.id}`).expect(204);
    expect((await activeAlerts(parent)).map((a) => a.targetId)).not.toContain(party.id);
  });

  it("includes today's occurrence of a repeating series", async () => {
    const start = new Date(Date.now() + 25 * 60_000 - 7 * 86_400_000);
    const daily = await createEvent(parent, {
      title: 'Piano practice',
      startAt: start.toISOString(),
      recurrence: 'daily',
    });
    const alerts = (await activeAlerts(child)).filter((a) => a.targetId === daily.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0].priority).toBe('urgent');
  });
});

describe('alerts for a task assigned to you', () => {
  it('tells the assignee (normal priority) when someone else assigns it, not the one assigning', async () => {
    const task = (
      await as(parent)
        .post('/api/tasks')
        .send({ title: 'Tidy your room', assignedToId: child.userId })
        .expect(201)
    ).body as Task;
    const own = (
      await as(parent)
        .post('/api/tasks')
        .send({ title: 'Call the plumber', assignedToId: parent.userId })
        .expect(201)
    ).body as Task;

    const childAlerts = await activeAlerts(child);
    const taskAlert = childAlerts.find((a) => a.targetType === 'task' && a.targetId === task.id);
    expect(taskAlert).toMatchObject({
      title: 'New task for you: Tidy your room',
      priority: 'normal',
      createdById: parent.userId,
    });
    // Urgent alerts come first.
    expect(childAlerts[0].priority).toBe('urgent');
    expect((await activeAlerts(parent)).some((a) => a.targetType === 'task' && a.targetId === own.id)).toBe(
      false,
    );

    // Handing one's own task to the child alerts the child; deleting a task forgets its alert.
    await as(parent).patch(`/api/tasks/${own.id}`).send({ assignedToId: child.userId }).expect(200);
    expect((await activeAlerts(child)).some((a) => a.targetType === 'task' && a.targetId === own.id)).toBe(
      true,
    );
    await as(parent).delete(`/api/tasks/${task.id}`).expect(204);
    expect((await activeAlerts(child)).some((a) => a.targetType === 'task' && a.targetId === task.id)).toBe(
      false,
    );
  });
});

describe('alerts are private to their recipient', () => {
  it("refuses another member's alerts and hides them from other families", async () => {
    const [childAlert] = await activeAlerts(child);
    expect(childAlert).toBeDefined();

    const peek = await as(parent).get(`/api/users/${child.userId}/alerts?status=active`).expect(403);
    expect(peek.body).toMatchObject({ error: 'forbidden', message: 'You can only see your own alerts' });
    await as(stranger).get(`/api/users/${child.userId}/alerts`).expect(403);

    const foreign = await as(stranger)
      .patch(`/api/alerts/${childAlert.id}/status`)
      .send({ status: 'dismissed' })
      .expect(404);
    expect(foreign.body).toMatchObject({ error: 'not_found', message: 'Alert not found' });
    await as(parent).patch(`/api/alerts/${childAlert.id}/status`).send({ status: 'dismissed' }).expect(404);
    expect((await activeAlerts(child)).map((a) => a.id)).toContain(childAlert.id);
  });

  it('needs a signed-in caller', async () => {
    await as(null).get(`/api/users/${child.userId}/alerts`).expect(401);
  });
});

describe('alerts validation', () => {
  it('explains a bad status filter or change', async () => {
    const bad = await as(child).get(`/api/users/${child.userId}/alerts?status=open`).expect(400);
    expect(bad.body.message).toBe('Status must be active or dismissed');
    const [alert] = await activeAlerts(child);
    const reactivate = await as(child)
      .patch(`/api/alerts/${alert.id}/status`)
      .send({ status: 'active' })
      .expect(400);
    expect(reactivate.body.message).toBe('Status must be dismissed');
    await as(child).patch(`/api/alerts/${alert.id}/status`).send({}).expect(400);
    await as(child).patch('/api/alerts/abc/status').send({ status: 'dismissed' }).expect(404);
    await as(child).get('/api/users/abc/alerts').expect(404);
  });
});
