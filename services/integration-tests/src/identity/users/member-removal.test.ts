import type { FamilyMember, Task } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { signedClient } from '@familyhub/server-kit/testing';
import { identityWithDomains } from '../../testing/domain-servers';
import {
  addMember,
  resolveCaller,
  sessionTokenFrom,
  signUpFamily,
} from '@familyhub/identity-service/testing';

// Removing a member reaches every domain service first (ADR 0006): all five run here on their own databases.
const env = identityWithDomains();

const as = (caller: Caller | null) => signedClient(env.identity.app, caller);
const planning = (caller: Caller) => signedClient(env.domains.apps.planning, caller);

async function assignTask(by: Caller, title: string, assignedToId: number): Promise<Task> {
  const res = await planning(by).post('/api/tasks').send({ title, assignedToId }).expect(201);
  return res.body as Task;
}

async function taskOf(by: Caller, id: number): Promise<Task | undefined> {
  const res = await planning(by).get('/internal/export').expect(200);
  const row = (res.body.tables.tasks as { id: number; assigned_to_id: number | null; title: string }[]).find(
    (t) => t.id === id,
  );
  return row ? ({ id: row.id, title: row.title, assignedToId: row.assigned_to_id } as Task) : undefined;
}

async function memberIds(caller: Caller): Promise<number[]> {
  const res = await as(caller).get('/api/users').expect(200);
  return (res.body as FamilyMember[]).map((m) => m.id);
}

describe('DELETE /api/users/:id (Remove member)', () => {
  it("clears the member's task assignment in planning, then removes them: gone from the list, sessions no longer resolve", async () => {
    const family = await signUpFamily(env.identity.app);
    const child = await addMember(env.identity.app, family.caller);
    const task = await assignTask(family.caller, 'Tidy room', child.member.id);
    const signIn = await as(null)
      .post('/api/auth/sign-in')
      .send({ username: child.body.username, password: child.body.password })
      .expect(200);
    const token = sessionTokenFrom(signIn.headers['set-cookie']);

    await as(family.caller).delete(`/api/users/${child.member.id}`).expect(204);
    expect(await memberIds(family.caller)).toEqual([family.session.user.id]);
    await as(null).post('/internal/sessions/resolve').send({ token }).expect(401);
    expect(await taskOf(family.caller, task.id)).toMatchObject({ title: 'Tidy room', assignedToId: null });
    await as(family.caller).delete(`/api/users/${child.member.id}`).expect(404);
  });

  it('lets a parent allowed to manage users remove a member the same way', async () => {
    const family = await signUpFamily(env.identity.app);
    const parent = await addMember(env.identity.app, family.caller, { role: 'parent' });
    await as(family.caller)
      .patch(`/api/users/${parent.member.id}`)
      .send({ canManageUsers: true })
      .expect(200);
    const child = await addMember(env.identity.app, family.caller);
    const task = await assignTask(family.caller, 'Homework', child.member.id);
    await as(parent.caller).delete(`/api/users/${child.member.id}`).expect(204);
    expect(await taskOf(family.caller, task.id)).toMatchObject({ assignedToId: null });
    expect(await memberIds(family.caller)).not.toContain(child.member.id);
  });

  it('answers 503 naming the domain that is down, and keeps the member and their assignment', async () => {
    const family = await signUpFamily(env.identity.app);
    const child = await addMember(env.identity.app, family.caller);
    const task = await assignTask(family.caller, 'Water plants', child.member.id);
    env.domains.takeDown('home');
    const res = await as(family.caller).delete(`/api/users/${child.member.id}`).expect(503);
    expect(res.body).toEqual({
      error: 'service_unavailable',
      message:
        'The Home service is not answering right now, so the member was not removed. Please try again shortly.',
    });
    expect(await memberIds(family.caller)).toContain(child.member.id);
    expect(await taskOf(family.caller, task.id)).toMatchObject({ assignedToId: child.member.id });

    env.domains.restore();
    await as(family.caller).delete(`/api/users/${child.member.id}`).expect(204);
    expect(await taskOf(family.caller, task.id)).toMatchObject({ assignedToId: null });
  });
});

describe('DELETE /api/account by a parent or child', () => {
  const confirm = { confirmation: 'DELETE' };

  it('clears their task assignment before their account goes; 503 and nothing deleted while a domain is down', async () => {
    const family = await signUpFamily(env.identity.app);
    const other = await signUpFamily(env.identity.app, { familyName: 'Neighbours' });
    const otherChild = await addMember(env.identity.app, other.caller);
    const otherTask = await assignTask(other.caller, 'Neighbour chore', otherChild.member.id);
    const child = await addMember(env.identity.app, family.caller, { password: 'child password 1' });
    const task = await assignTask(family.caller, 'Feed the fish', child.member.id);
    const signIn = await as(null)
      .post('/api/auth/sign-in')
      .send({ username: child.body.username, password: 'child password 1' })
      .expect(200);
    const childCaller = await resolveCaller(env.identity.app, sessionTokenFrom(signIn.headers['set-cookie']));

    env.domains.takeDown('school');
    const down = await as(childCaller)
      .delete('/api/account')
      .send({ ...confirm, password: 'child password 1' })
      .expect(503);
    expect(down.body.message).toBe(
      'The School service is not answering right now, so the member was not removed. Please try again shortly.',
    );
    expect(await memberIds(family.caller)).toContain(child.member.id);
    expect(await taskOf(family.caller, task.id)).toMatchObject({ assignedToId: child.member.id });

    env.domains.restore();
    await as(childCaller)
      .delete('/api/account')
      .send({ ...confirm, password: 'child password 1' })
      .expect(200);
    expect(await memberIds(family.caller)).toEqual([family.session.user.id]);
    expect(await taskOf(family.caller, task.id)).toMatchObject({
      title: 'Feed the fish',
      assignedToId: null,
    });
    // Another family's member (and their assignment) is untouched.
    expect(await taskOf(other.caller, otherTask.id)).toMatchObject({ assignedToId: otherChild.member.id });
  });
});
