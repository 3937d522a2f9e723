import type { ConversationList, Message, MessagePage } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { setupPlanningApi } from '../testing/planning-api';

const admin: Caller = { userId: 1, familyId: 10, role: 'admin', plan: 'annual' };
const parent: Caller = { userId: 2, familyId: 10, role: 'parent', plan: 'annual' };
const child: Caller = { userId: 3, familyId: 10, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 9, familyId: 20, role: 'admin', plan: 'annual' };
// A family of its own for the paging test, so other tests' messages do not shift the pages.
const pager: Caller = { userId: 30, familyId: 30, role: 'parent', plan: 'annual' };

const { as, live } = setupPlanningApi();

async function send(by: Caller, content: string): Promise<Message> {
  const res = await as(by).post('/api/messages').send({ content }).expect(201);
  return res.body as Message;
}

describe('family messages', () => {
  it('lets every role send; the sender is the caller and the time the server’s, whatever the body says', async () => {
    const before = Date.now();
    const res = await as(child)
      .post('/api/messages')
      .send({
        content: '  Can we have pizza tonight?  ',
        senderId: admin.userId,
        timestamp: '2001-01-01T00:00:00.000Z',
      })
      .expect(201);
    const sent = res.body as Message;
    expect(sent).toMatchObject({ content: 'Can we have pizza tonight?', senderId: child.userId });
    expect(Date.parse(sent.timestamp)).toBeGreaterThanOrEqual(before - 5_000);
    await send(parent, 'Only if homework is done');
    await send(admin, 'Agreed');
  });

  it('lists the newest page oldest first', async () => {
    const first = await send(parent, 'first of three');
    const second = await send(child, 'second of three');
    const third = await send(admin, 'third of three');
    const res = await as(parent).get('/api/messages').expect(200);
    const page = res.body as MessagePage;
    const ids = page.items.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids.slice(-3)).toEqual([first.id, second.id, third.id]);
    expect(page.items.at(-1)).toEqual(third);
    expect(page.nextCursor).toBeNull();
  });

  it('pages backwards with the cursor and limit until nextCursor is null', async () => {
    const sent: Message[] = [];
    for (let i = 1; i <= 5; i += 1) sent.push(await send(pager, `message ${i}`));

    const newest = (await as(pager).get('/api/messages?limit=2').expect(200)).body as MessagePage;
    expect(newest.items.map((m) => m.content)).toEqual(['message 4', 'message 5']);
    expect(newest.nextCursor).toEqual(expect.any(String));

    // A message sent meanwhile does not shift the earlier pages.
    await send(pager, 'message 6');
    const middle = (await as(pager).get(`/api/messages?limit=2&cursor=${newest.nextCursor}`).expect(200))
      .body as MessagePage;
    expect(middle.items.map((m) => m.content)).toEqual(['message 2', 'message 3']);

    const oldest = (await as(pager).get(`/api/messages?limit=2&cursor=${middle.nextCursor}`).expect(200))
      .body as MessagePage;
    expect(oldest.items.map((m) => m.content)).toEqual(['message 1']);
    expect(oldest.nextCursor).toBeNull();
    expect(sent[0].content).toBe('message 1');

    const exact = (await as(pager).get('/api/messages?limit=6').expect(200)).body as MessagePage;
    expect(exact.items).toHaveLength(6);
    expect(exact.nextCursor).toBeNull();
  });

  it('answers 50 by default and refuses a limit above 100', async () => {
    const many = { ...pager, familyId: 31 };
    for (let i = 0; i < 51; i += 1) await send(many, `bulk ${i}`);
    const page = (await as(many).get('/api/messages').expect(200)).body as MessagePage;
    expect(page.items).toHaveLength(50);
    expect(page.items[0].content).toBe('bulk 1');
    const rest = (await as(many).get(`/api/messages?cursor=${page.nextCursor}`).expect(200))
      .body as MessagePage;
    expect(rest.items.map((m) => m.content)).toEqual(['bulk 0']);

    const tooMany = await as(many).get('/api/messages?limit=101').expect(400);
    expect(tooMany.body).toMatchObject({
      error: 'validation_failed',
      message: 'limit must be a whole number between 1 and 100',
    });
    await as(many).get('/api/messages?limit=0').expect(400);
    const badCursor = await as(many).get('/api/messages?cursor=abc').expect(400);
    expect(badCursor.body.message).toMatch(/cursor is not valid/);
  });

  it('says "Message cannot be empty" for blank, missing or non-text content and stores nothing', async () => {
    const blank = { ...pager, familyId: 32 };
    for (const body of [{ content: '   \n ' }, {}, { content: 42 }]) {
      const res = await as(blank).post('/api/messages').send(body).expect(400);
      expect(res.body).toMatchObject({ error: 'validation_failed', message: 'Message cannot be empty' });
    }
    const long = await as(blank)
      .post('/api/messages')
      .send({ content: 'x'.repeat(2001) })
      .expect(400);
    expect(long.body.message).toBe('Message must be at most 2000 characters');
    await send(blank, 'x'.repeat(2000));
    const page = (await as(blank).get('/api/messages').expect(200)).body as MessagePage;
    expect(page.items).toHaveLength(1);
  });

  it('keeps each family’s messages to itself', async () => {
    const ours = await send(admin, 'family secret');
    const theirs = (await as(stranger).get('/api/messages').expect(200)).body as MessagePage;
    expect(theirs.items.map((m) => m.id)).not.toContain(ours.id);
    expect(theirs.items.map((m) => m.content)).not.toContain('family secret');
    // Paging with a cursor from our conversation does not reach our rows either.
    const ourPage = (await as(admin).get('/api/messages?limit=1').expect(200)).body as MessagePage;
    const fromOurs = (await as(stranger).get(`/api/messages?cursor=${ourPage.nextCursor}`).expect(200))
      .body as MessagePage;
    expect(fromOurs.items.every((m) => m.senderId === stranger.userId)).toBe(true);
    expect(fromOurs.items.map((m) => m.id)).not.toContain(ours.id);
  });

  it('answers 401 when nobody is signed in', async () => {
    await as(null).get('/api/messages').expect(401);
    await as(null).post('/api/messages').send({ content: 'hello' }).expect(401);
  });

  it('tells the family’s open streams that messages changed, and no other family', async () => {
    const ours: string[] = [];
    const theirs: string[] = [];
    const stopOurs = live.subscribe(admin.familyId, (c) => ours.push(c.topic));
    const stopTheirs = live.subscribe(stranger.familyId, (c) => theirs.push(c.topic));
    await send(parent, 'dinner is ready');
    await as(parent).post('/api/messages').send({ content: ' ' }).expect(400);
    // The thread, and the conversation list with the others' unread counts.
    expect(ours).toEqual(['messages', 'conversations']);
    expect(theirs).toEqual([]);
    stopOurs();
    stopTheirs();
  });
});

describe("the family thread's unread count (issue #32)", () => {
  // A family of their own, so other tests' messages do not change the counts; the same user ids in another family.
  const mum: Caller = { userId: 61, familyId: 60, role: 'parent', plan: 'annual' };
  const dad: Caller = { userId: 62, familyId: 60, role: 'parent', plan: 'annual' };
  const kid: Caller = { userId: 63, familyId: 60, role: 'child', plan: 'annual' };
  const mumElsewhere: Caller = { ...mum, familyId: 70 };
  const kidElsewhere: Caller = { ...kid, familyId: 70 };

  const unreadOf = async (who: Caller) =>
    ((await as(who).get('/api/conversations').expect(200)).body as ConversationList).familyThreadUnread;

  it('counts what the others sent until the member reads it, and never changes another member’s count', async () => {
    await send(mum, 'Who is picking up Leo?');
    await send(mum, 'I can do Tuesday');
    // Asked for the first time: everything the others sent so far; the sender's own messages never count.
    expect(await unreadOf(dad)).toBe(2);
    expect(await unreadOf(mum)).toBe(0);
    await send(dad, 'I will take Thursday');
    expect(await unreadOf(dad)).toBe(0);
    expect([await unreadOf(mum), await unreadOf(kid)]).toEqual([1, 3]);

    await as(kid).post('/api/messages/read').expect(204);
    expect(await unreadOf(kid)).toBe(0);
    // The kid's marker is theirs: mum and dad keep their counts.
    expect([await unreadOf(mum), await unreadOf(dad)]).toEqual([1, 0]);

    await send(kid, 'Thanks!');
    expect([await unreadOf(mum), await unreadOf(dad), await unreadOf(kid)]).toEqual([2, 1, 0]);
    await as(mum).post('/api/messages/read').expect(204);
    expect([await unreadOf(mum), await unreadOf(dad), await unreadOf(kid)]).toEqual([0, 1, 0]);
  });

  it('keeps each family’s counts apart, for members with the same ids', async () => {
    const before = [await unreadOf(mum), await unreadOf(kid)];
    await send(kidElsewhere, 'Hello from the other family');
    expect(await unreadOf(mumElsewhere)).toBe(1);
    // Nothing sent in family 70 counts in family 60, and reading there marks nothing here.
    expect([await unreadOf(mum), await unreadOf(kid)]).toEqual(before);
    await send(dad, 'Dinner at 7');
    await as(mumElsewhere).post('/api/messages/read').expect(204);
    expect(await unreadOf(mumElsewhere)).toBe(0);
    expect(await unreadOf(mum)).toBe(before[0] + 1);
  });

  it('tells the member’s open screens when they read the thread, and no other family', async () => {
    const ours: string[] = [];
    const theirs: string[] = [];
    const stopOurs = live.subscribe(mum.familyId, (c) => ours.push(c.topic));
    const stopTheirs = live.subscribe(mumElsewhere.familyId, (c) => theirs.push(c.topic));
    await as(mum).post('/api/messages/read').expect(204);
    stopOurs();
    stopTheirs();
    expect(ours).toEqual(['conversations']);
    expect(theirs).toEqual([]);
  });

  it('is premium and needs a signed-in member', async () => {
    const free: Caller = { userId: 40, familyId: 40, role: 'admin', plan: 'free' };
    const res = await as(free).post('/api/messages/read').expect(403);
    expect(res.body.error).toBe('plan_required');
    await as(null).post('/api/messages/read').expect(401);
  });
});

describe('editing and deleting a message in the family thread', () => {
  it('tells the family’s open streams, and no other family', async () => {
    const sent = await send(parent, 'Practice at 5');
    const ours: string[] = [];
    const theirs: string[] = [];
    const stopOurs = live.subscribe(parent.familyId, (c) => ours.push(c.topic));
    const stopTheirs = live.subscribe(stranger.familyId, (c) => theirs.push(c.topic));
    await as(parent).patch(`/api/messages/${sent.id}`).send({ content: 'Practice at 6' }).expect(200);
    expect(ours).toEqual(['messages']);
    // A refused edit (not the sender) tells nobody.
    await as(child).patch(`/api/messages/${sent.id}`).send({ content: 'No practice' }).expect(403);
    expect(ours).toEqual(['messages']);
    await as(parent).delete(`/api/messages/${sent.id}`).expect(204);
    expect(ours).toEqual(['messages', 'messages']);
    stopOurs();
    stopTheirs();
    expect(theirs).toEqual([]);
  });
});

describe('messages are premium (unlimited_messaging, issue #9 item 6)', () => {
  const freeAdmin: Caller = { userId: 40, familyId: 40, role: 'admin', plan: 'free' };
  const freeChild: Caller = { userId: 41, familyId: 40, role: 'child', plan: 'free' };
  const planError = {
    error: 'plan_required',
    message:
      'Family Messages is a premium feature. Upgrade to a premium plan to read and send family messages.',
  };

  it('refuses a free family’s message with a clear 403 plan error and stores nothing', async () => {
    for (const caller of [freeAdmin, freeChild]) {
      const res = await as(caller).post('/api/messages').send({ content: 'Hello?' }).expect(403);
      expect(res.body).toEqual(planError);
    }
    // Once the family upgrades, its conversation is empty: nothing was stored while it was free.
    const page = await as({ ...freeAdmin, plan: 'monthly' })
      .get('/api/messages')
      .expect(200);
    expect((page.body as MessagePage).items).toEqual([]);
  });

  it('refuses to read the conversation on the free plan, and reads it on a paid plan', async () => {
    const res = await as(freeAdmin).get('/api/messages').expect(403);
    expect(res.body).toEqual(planError);
    await as({ ...freeAdmin, plan: 'annual' })
      .post('/api/messages')
      .send({ content: 'We upgraded!' })
      .expect(201);
    const page = await as({ ...freeChild, plan: 'monthly' })
      .get('/api/messages')
      .expect(200);
    expect((page.body as MessagePage).items.map((m) => m.content)).toEqual(['We upgraded!']);
  });
});
