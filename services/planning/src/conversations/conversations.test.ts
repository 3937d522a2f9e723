import type { Conversation, ConversationList, ConversationMessagePage } from '@familyhub/contracts';
import { familyMembersOf, type Caller } from '@familyhub/server-kit';
import { setupPlanningApi } from '../testing/planning-api';

const admin: Caller = { userId: 1, familyId: 10, role: 'admin', plan: 'annual' };
const parent: Caller = { userId: 2, familyId: 10, role: 'parent', plan: 'annual' };
const child: Caller = { userId: 3, familyId: 10, role: 'child', plan: 'annual' };
const teen: Caller = { userId: 4, familyId: 10, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 9, familyId: 20, role: 'admin', plan: 'annual' };
const freeFamily: Caller = { userId: 40, familyId: 40, role: 'admin', plan: 'free' };

const families: Record<number, number[]> = { 10: [1, 2, 3, 4], 20: [9], 40: [40] };
const names: Record<number, string> = { 1: 'Alex Rivera', 2: 'Sam Rivera', 3: 'Mia Rivera', 4: 'Leo Rivera' };
const { as, live } = setupPlanningApi({
  members: familyMembersOf(async ({ familyId }) =>
    (families[familyId] ?? []).map((id) => ({
      id,
      name: names[id] ?? `Member ${id}`,
      role: id <= 2 ? ('parent' as const) : ('child' as const),
      canViewFinances: id <= 2,
      quietHours: { enabled: false, start: '22:00', end: '07:00' },
    })),
  ),
});

async function group(by: Caller, name: string, memberIds: number[]): Promise<Conversation> {
  const res = await as(by).post('/api/conversations').send({ name, memberIds }).expect(201);
  return res.body as Conversation;
}

const listOf = async (who: Caller) =>
  ((await as(who).get('/api/conversations').expect(200)).body as ConversationList).items;

describe('conversations (issue #32)', () => {
  it('lets a parent start a group with the caller always in it; only its members see it', async () => {
    const parents = await group(parent, '  Parents  ', [admin.userId]);
    expect(parents).toMatchObject({
      name: 'Parents',
      direct: false,
      isActive: true,
      createdById: parent.userId,
      memberIds: [admin.userId, parent.userId],
      lastMessage: null,
      unread: 0,
    });
    expect((await listOf(admin)).map((c) => c.id)).toContain(parents.id);
    // A child never sees "Parents": not in the list, and its id answers as if it did not exist.
    expect((await listOf(child)).map((c) => c.id)).not.toContain(parents.id);
    for (const [method, path, body] of [
      ['get', `/api/conversations/${parents.id}`, undefined],
      ['get', `/api/conversations/${parents.id}/messages`, undefined],
      ['post', `/api/conversations/${parents.id}/messages`, { content: 'peek' }],
      ['post', `/api/conversations/${parents.id}/read`, undefined],
    ] as const) {
      const res = await as(child)[method](path).send(body);
      expect([method, path, res.status, res.body.message]).toEqual([
        method,
        path,
        404,
        'Conversation not found',
      ]);
    }
  });

  it('keeps another family out of every route', async () => {
    const carpool = await group(admin, 'Soccer carpool', [parent.userId, child.userId]);
    await as(admin)
      .post(`/api/conversations/${carpool.id}/messages`)
      .send({ content: 'Leaving at 8' })
      .expect(201);
    expect(await listOf(stranger)).toEqual([]);
    for (const [method, path, body] of [
      ['get', `/api/conversations/${carpool.id}`, undefined],
      ['patch', `/api/conversations/${carpool.id}`, { name: 'Mine now' }],
      ['put', `/api/conversations/${carpool.id}/members`, { memberIds: [stranger.userId] }],
      ['get', `/api/conversations/${carpool.id}/messages`, undefined],
      ['post', `/api/conversations/${carpool.id}/messages`, { content: 'hello' }],
      ['post', `/api/conversations/${carpool.id}/read`, undefined],
    ] as const) {
      const res = await as(stranger)[method](path).send(body);
      expect([method, path, res.status]).toEqual([method, path, 404]);
    }
    // Nor can a group take in someone from another family.
    const res = await as(admin)
      .post('/api/conversations')
      .send({ name: 'Mixed', memberIds: [stranger.userId] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Members must be members of your family');
    const after = (await as(admin).get(`/api/conversations/${carpool.id}/messages`).expect(200))
      .body as ConversationMessagePage;
    expect(after.items.map((m) => m.content)).toEqual(['Leaving at 8']);
  });

  it('leaves groups to parents and admins, and keeps a child from managing one they are in', async () => {
    const res = await as(child)
      .post('/api/conversations')
      .send({ name: 'Kids', memberIds: [teen.userId] });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only parents and admins can manage groups');
    const homework = await group(parent, 'Homework help', [child.userId]);
    await as(child).patch(`/api/conversations/${homework.id}`).send({ name: 'Renamed' }).expect(403);
    await as(child)
      .put(`/api/conversations/${homework.id}/members`)
      .send({ memberIds: [child.userId] })
      .expect(403);
    // An admin who is not in the group does not see it either, so cannot change it or let themself in.
    await as(admin).patch(`/api/conversations/${homework.id}`).send({ name: 'Renamed' }).expect(404);
    const letIn = await as(admin)
      .put(`/api/conversations/${homework.id}/members`)
      .send({ memberIds: [child.userId, admin.userId] });
    expect([letIn.status, letIn.body.message]).toEqual([404, 'Conversation not found']);
    expect((await as(parent).get(`/api/conversations/${homework.id}`).expect(200)).body.memberIds).toEqual([
      parent.userId,
      child.userId,
    ]);
  });

  it('renames, sets members (the caller stays), archives to read-only and brings back', async () => {
    const trip = await group(admin, 'Trip', [parent.userId]);
    const renamed = (
      await as(admin)
        .patch(`/api/conversations/${trip.id}`)
        .send({ name: 'Summer trip', description: 'Lisbon' })
        .expect(200)
    ).body as Conversation;
    expect(renamed).toMatchObject({ name: 'Summer trip', description: 'Lisbon' });

    const withKids = (
      await as(admin)
        .put(`/api/conversations/${trip.id}/members`)
        .send({ memberIds: [child.userId, teen.userId] })
        .expect(200)
    ).body as Conversation;
    expect(withKids.memberIds).toEqual([admin.userId, child.userId, teen.userId]);
    // The parent left: the group is gone for them; the child joined and sees it.
    await as(parent).get(`/api/conversations/${trip.id}`).expect(404);
    await as(child).get(`/api/conversations/${trip.id}`).expect(200);

    await as(admin).patch(`/api/conversations/${trip.id}`).send({ isActive: false }).expect(200);
    const refused = await as(child).post(`/api/conversations/${trip.id}/messages`).send({ content: 'hi' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This group is archived: bring it back to write in it');
    await as(admin).patch(`/api/conversations/${trip.id}`).send({ isActive: true }).expect(200);
    await as(child).post(`/api/conversations/${trip.id}/messages`).send({ content: 'hi' }).expect(201);
  });

  it('takes a removed member out at once: not listed, nothing to read, write, mark, change or find', async () => {
    const word = `ferry${Date.now().toString(36)}`;
    const trip = await group(parent, 'Ferry trip', [child.userId]);
    const own = (
      await as(child)
        .post(`/api/conversations/${trip.id}/messages`)
        .send({ content: `The ${word} leaves at 9` })
        .expect(201)
    ).body as { id: number };
    const found = async (who: Caller) =>
      (
        (await as(who).get(`/api/messages/search?q=${word}`).expect(200)).body as {
          items: { conversationId: number | null }[];
        }
      ).items.map((hit) => hit.conversationId);
    expect(await found(child)).toEqual([trip.id]);

    await as(parent).put(`/api/conversations/${trip.id}/members`).send({ memberIds: [] }).expect(200);
    await as(parent)
      .post(`/api/conversations/${trip.id}/messages`)
      .send({ content: 'Said after Mia left' })
      .expect(201);

    expect((await listOf(child)).map((c) => c.id)).not.toContain(trip.id);
    for (const [method, path, body] of [
      ['get', `/api/conversations/${trip.id}`, undefined],
      ['get', `/api/conversations/${trip.id}/messages`, undefined],
      ['post', `/api/conversations/${trip.id}/messages`, { content: 'Still here?' }],
      ['post', `/api/conversations/${trip.id}/read`, undefined],
      // Even their own earlier message is out of reach now.
      ['patch', `/api/conversations/${trip.id}/messages/${own.id}`, { content: 'Changed' }],
      ['delete', `/api/conversations/${trip.id}/messages/${own.id}`, undefined],
    ] as const) {
      const res = await as(child)[method](path).send(body);
      expect([method, path, res.status, res.body.message]).toEqual([
        method,
        path,
        404,
        'Conversation not found',
      ]);
    }
    expect(await found(child)).toEqual([]);
    // What they wrote stays for those still in it, unchanged.
    const kept = (await as(parent).get(`/api/conversations/${trip.id}/messages`).expect(200))
      .body as ConversationMessagePage;
    expect(kept.items.map((m) => [m.senderId, m.content])).toEqual([
      [child.userId, `The ${word} leaves at 9`],
      [parent.userId, 'Said after Mia left'],
    ]);
  });

  it('gives any member one direct conversation with another, found again the next time', async () => {
    const first = (
      await as(child).post('/api/conversations/direct').send({ memberId: teen.userId }).expect(200)
    ).body as Conversation;
    expect(first).toMatchObject({ name: null, direct: true, memberIds: [child.userId, teen.userId] });
    const again = (
      await as(teen).post('/api/conversations/direct').send({ memberId: child.userId }).expect(200)
    ).body as Conversation;
    expect(again.id).toBe(first.id);
    // The parents are not in it.
    await as(parent).get(`/api/conversations/${first.id}`).expect(404);
    // It has no name or members to change.
    const res = await as(admin).post('/api/conversations/direct').send({ memberId: admin.userId });
    expect(res.status).toBe(400);
    const adminDirect = (
      await as(admin).post('/api/conversations/direct').send({ memberId: parent.userId }).expect(200)
    ).body as Conversation;
    await as(admin).patch(`/api/conversations/${adminDirect.id}`).send({ name: 'x' }).expect(409);
    await as(child).post('/api/conversations/direct').send({ memberId: stranger.userId }).expect(400);
  });

  it('counts unread messages from the others until the member reads them, and tells open screens', async () => {
    const chat = await group(parent, 'Dinner', [admin.userId, child.userId]);
    const topics: string[] = [];
    const strangerTopics: string[] = [];
    const stop = live.subscribe(parent.familyId, (change) => topics.push(change.topic));
    const stopStranger = live.subscribe(stranger.familyId, (change) => strangerTopics.push(change.topic));
    await as(parent).post(`/api/conversations/${chat.id}/messages`).send({ content: 'Pizza?' }).expect(201);
    await as(admin).post(`/api/conversations/${chat.id}/messages`).send({ content: 'Yes' }).expect(201);
    const forChild = (await listOf(child)).find((c) => c.id === chat.id);
    expect(forChild).toMatchObject({ unread: 2, lastMessage: { content: 'Yes', senderId: admin.userId } });
    // The sender has read what they sent.
    expect((await listOf(admin)).find((c) => c.id === chat.id)?.unread).toBe(0);
    expect((await listOf(parent)).find((c) => c.id === chat.id)?.unread).toBe(1);
    const read = (await as(child).post(`/api/conversations/${chat.id}/read`).expect(200))
      .body as Conversation;
    expect(read.unread).toBe(0);
    stop();
    stopStranger();
    expect(topics).toContain('conversations');
    expect(strangerTopics).toEqual([]);
  });

  it('tells the open screens of an edit and a deletion, without counting either as unread', async () => {
    const chat = await group(parent, 'Carpool', [admin.userId]);
    const sent = (
      await as(parent)
        .post(`/api/conversations/${chat.id}/messages`)
        .send({ content: 'Leaving at 8' })
        .expect(201)
    ).body as { id: number };
    const path = `/api/conversations/${chat.id}/messages/${sent.id}`;
    const unreadBefore = (await listOf(admin)).find((c) => c.id === chat.id)?.unread;
    const topics: string[] = [];
    const strangerTopics: string[] = [];
    const stop = live.subscribe(parent.familyId, (change) => topics.push(change.topic));
    const stopStranger = live.subscribe(stranger.familyId, (change) => strangerTopics.push(change.topic));
    await as(parent).patch(path).send({ content: 'Leaving at 8:15' }).expect(200);
    expect(topics).toEqual(['conversations']);
    // Refused edits (not the sender; not a member) tell nobody.
    await as(admin).patch(path).send({ content: 'At 9' }).expect(403);
    await as(child).patch(path).send({ content: 'At 9' }).expect(404);
    expect(topics).toEqual(['conversations']);
    await as(parent).delete(path).expect(204);
    expect(topics).toEqual(['conversations', 'conversations']);
    stop();
    stopStranger();
    expect(strangerTopics).toEqual([]);
    expect((await listOf(admin)).find((c) => c.id === chat.id)?.unread).toBe(unreadBefore);
  });

  it("answers the family thread's unread count with the list, apart from the groups' counts", async () => {
    const chat = await group(parent, 'Weekend', [teen.userId]);
    const familyThread = async (who: Caller) =>
      ((await as(who).get('/api/conversations').expect(200)).body as ConversationList).familyThreadUnread;
    await as(teen).post('/api/messages/read').expect(204);
    await as(parent).post(`/api/conversations/${chat.id}/messages`).send({ content: 'Camping?' }).expect(201);
    // A group message is the group's: the family thread's count does not move.
    expect(await familyThread(teen)).toBe(0);
    await as(parent).post('/api/messages').send({ content: 'Family dinner Sunday' }).expect(201);
    expect(await familyThread(teen)).toBe(1);
    expect((await listOf(teen)).find((c) => c.id === chat.id)?.unread).toBe(1);
    // Reading the family thread leaves the group's count, and reading the group leaves the thread's.
    await as(teen).post('/api/messages/read').expect(204);
    expect((await listOf(teen)).find((c) => c.id === chat.id)?.unread).toBe(1);
    await as(teen).post('/api/messages').send({ content: 'Yes!' }).expect(201);
    await as(teen).post(`/api/conversations/${chat.id}/read`).expect(200);
    expect(await familyThread(teen)).toBe(0);
    expect(await familyThread(stranger)).toBe(0);
  });

  it('pages a conversation newest first, oldest first within a page', async () => {
    const chat = await group(parent, 'Paging', [admin.userId]);
    for (let i = 1; i <= 5; i += 1) {
      await as(parent)
        .post(`/api/conversations/${chat.id}/messages`)
        .send({ content: `m${i}` })
        .expect(201);
    }
    const newest = (await as(admin).get(`/api/conversations/${chat.id}/messages?limit=2`).expect(200))
      .body as ConversationMessagePage;
    expect(newest.items.map((m) => m.content)).toEqual(['m4', 'm5']);
    const earlier = (
      await as(admin)
        .get(`/api/conversations/${chat.id}/messages?limit=2&cursor=${newest.nextCursor}`)
        .expect(200)
    ).body as ConversationMessagePage;
    expect(earlier.items.map((m) => m.content)).toEqual(['m2', 'm3']);
  });

  it('is a premium feature, like the family thread: every route refuses a free family', async () => {
    for (const [method, path, body] of [
      ['get', '/api/conversations', undefined],
      ['post', '/api/conversations', { name: 'Free', memberIds: [] }],
      ['post', '/api/conversations/direct', { memberId: freeFamily.userId + 1 }],
      ['get', '/api/conversations/1', undefined],
      ['patch', '/api/conversations/1', { name: 'Free' }],
      ['put', '/api/conversations/1/members', { memberIds: [] }],
      ['get', '/api/conversations/1/messages', undefined],
      ['post', '/api/conversations/1/messages', { content: 'hi' }],
      ['patch', '/api/conversations/1/messages/1', { content: 'hi' }],
      ['delete', '/api/conversations/1/messages/1', undefined],
      ['post', '/api/conversations/1/read', undefined],
      ['get', '/api/messages/search?q=hello', undefined],
    ] as const) {
      const res = await as(freeFamily)[method](path).send(body);
      expect([method, path, res.status, res.body.error]).toEqual([method, path, 403, 'plan_required']);
    }
  });

  it('tells the members a message @mentions, only among those who can read it', async () => {
    const chat = await group(admin, 'Pick-up', [parent.userId, child.userId]);
    await as(admin)
      .post(`/api/conversations/${chat.id}/messages`)
      .send({ content: "@mia can you bring @Leo's ball? @alex" })
      .expect(201);
    const alertsOf = async (who: Caller) =>
      (await as(who).get(`/api/users/${who.userId}/alerts`).expect(200)).body as {
        title: string;
        description: string | null;
        targetType: string | null;
        targetId: number | null;
      }[];
    await expect(alertsOf(child)).resolves.toContainEqual(
      expect.objectContaining({
        title: 'Alex Rivera mentioned you',
        description: "@mia can you bring @Leo's ball? @alex",
        targetType: 'conversation',
        targetId: chat.id,
      }),
    );
    // Leo is not in the group (he would learn of it), and the sender is not told of their own mention.
    const mentionedOutside = (await alertsOf(teen)).filter((a) => a.title.endsWith('mentioned you'));
    expect(mentionedOutside).toEqual([]);
    expect((await alertsOf(admin)).filter((a) => a.title.endsWith('mentioned you'))).toEqual([]);
    // The family thread reaches everyone in the family.
    await as(parent).post('/api/messages').send({ content: 'Dinner at 7, @Leo Rivera' }).expect(201);
    await expect(alertsOf(teen)).resolves.toContainEqual(
      expect.objectContaining({ title: 'Sam Rivera mentioned you', targetType: 'message' }),
    );
  });

  it('searches the family thread and the member’s own conversations, by word prefixes, newest first', async () => {
    const word = `zucchini${Date.now().toString(36)}`;
    const parentsOnly = await group(parent, 'Gift ideas', [admin.userId]);
    await as(parent)
      .post(`/api/conversations/${parentsOnly.id}/messages`)
      .send({ content: `A ${word} cake for Mia` })
      .expect(201);
    const kids = await group(parent, 'Kids', [child.userId]);
    await as(child)
      .post(`/api/conversations/${kids.id}/messages`)
      .send({ content: `I hate ${word}!` })
      .expect(201);
    await as(admin)
      .post('/api/messages')
      .send({ content: `${word} soup tonight` })
      .expect(201);
    await as(stranger)
      .post('/api/messages')
      .send({ content: `${word} in another family` })
      .expect(201);

    type Hits = { items: { content: string; conversationId: number | null }[] };
    const search = async (who: Caller, q: string) =>
      (
        (
          await as(who)
            .get(
              `/api/messages/search?q=${encodeURIComponent(q).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)}`,
            )
            .expect(200)
        ).body as Hits
      ).items;

    // The child finds the family thread and their own group, never the parents' one; a prefix is enough.
    expect((await search(child, word.slice(0, -2))).map((h) => [h.content, h.conversationId])).toEqual([
      [`${word} soup tonight`, null],
      [`I hate ${word}!`, kids.id],
    ]);
    expect((await search(admin, `cake ${word}`)).map((h) => h.conversationId)).toEqual([parentsOnly.id]);
    expect((await search(stranger, word)).map((h) => h.content)).toEqual([`${word} in another family`]);
    // Query syntax typed in is only text.
    expect(await search(child, "& | ! ( ) :* '")).toEqual([]);
    const short = await as(child).get('/api/messages/search?q=a');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Type at least 2 characters to search');
  });

  it('lets a sender edit and delete only their own messages, shown as edited and deleted', async () => {
    const chat = await group(parent, 'Edits', [admin.userId]);
    const sent = (
      await as(parent)
        .post(`/api/conversations/${chat.id}/messages`)
        .send({ content: 'See you at 6' })
        .expect(201)
    ).body as { id: number };
    const path = `/api/conversations/${chat.id}/messages/${sent.id}`;
    const edited = (await as(parent).patch(path).send({ content: 'See you at 7' }).expect(200)).body;
    expect(edited).toMatchObject({ content: 'See you at 7', deleted: false, editedAt: expect.any(String) });
    const notMine = await as(admin).patch(path).send({ content: 'At 8!' });
    expect([notMine.status, notMine.body.message]).toEqual([403, 'You can only change your own messages']);
    await as(admin).delete(path).expect(403);
    // Not a member, or another family: the conversation is not found at all.
    await as(child).patch(path).send({ content: 'x' }).expect(404);
    await as(child).delete(path).expect(404);
    await as(stranger).patch(path).send({ content: 'x' }).expect(404);
    await as(stranger).delete(path).expect(404);

    await as(parent).delete(path).expect(204);
    const page = (await as(admin).get(`/api/conversations/${chat.id}/messages`).expect(200))
      .body as ConversationMessagePage;
    expect(page.items).toEqual([expect.objectContaining({ id: sent.id, content: '', deleted: true })]);
    const again = await as(parent).patch(path).send({ content: 'back' });
    expect([again.status, again.body.message]).toEqual([409, 'This message was deleted']);

    // The family thread alike.
    const family = (await as(child).post('/api/messages').send({ content: 'Can I have a dog?' }).expect(201))
      .body as {
      id: number;
    };
    await as(parent).patch(`/api/messages/${family.id}`).send({ content: 'No' }).expect(403);
    await as(stranger).patch(`/api/messages/${family.id}`).send({ content: 'No' }).expect(404);
    expect(
      (await as(child).patch(`/api/messages/${family.id}`).send({ content: 'Can I have a cat?' }).expect(200))
        .body,
    ).toMatchObject({ content: 'Can I have a cat?', editedAt: expect.any(String) });
    await as(child).delete(`/api/messages/${family.id}`).expect(204);
    await as(child).delete(`/api/messages/${family.id}`).expect(409);
  });
});
