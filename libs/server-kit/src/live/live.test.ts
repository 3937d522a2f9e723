import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Caller } from '../caller';
import { createServiceApp } from '../service';
import { openSse, openSignedLiveStream, TEST_INTERNAL_KEY, waitFor } from '../testing';
import { createLiveEvents, type LiveEvents } from './live-events';
import { liveStreamRouter } from './live.router';

const familyA: Caller = { userId: 1, familyId: 101, role: 'parent', plan: 'annual' };
const familyAChild: Caller = { userId: 3, familyId: 101, role: 'child', plan: 'annual' };
const familyB: Caller = { userId: 2, familyId: 202, role: 'admin', plan: 'annual' };

describe('createLiveEvents', () => {
  it('delivers a publish to the family’s listeners only, naming the domain, and stops after unsubscribe', () => {
    const live = createLiveEvents('planning');
    const a: unknown[] = [];
    const b: unknown[] = [];
    const stopA = live.subscribe(1, (change) => a.push(change));
    live.subscribe(2, (change) => b.push(change));
    live.publish(1, 'messages');
    expect(a).toEqual([{ domain: 'planning', topic: 'messages' }]);
    expect(b).toEqual([]);
    stopA();
    live.publish(1, 'tasks');
    expect(a).toHaveLength(1);
    live.publish(2, 'tasks');
    expect(b).toEqual([{ domain: 'planning', topic: 'tasks' }]);
  });

  it('keeps delivering to the others when one listener throws, and never throws to the publisher', () => {
    const live = createLiveEvents('school');
    const heard: string[] = [];
    live.subscribe(1, () => {
      throw new Error('stream gone');
    });
    live.subscribe(1, ({ topic }) => heard.push(topic));
    expect(() => live.publish(1, 'homework')).not.toThrow();
    expect(heard).toEqual(['homework']);
  });

  it('type-checks topics against the domain’s list in contracts', () => {
    const live = createLiveEvents('home');
    // @ts-expect-error 'tasks' is planning's topic, not home's
    live.publish(1, 'tasks');
    live.publish(1, 'chores');
  });
});

/** Counts open subscriptions per family, to see streams subscribe and let go. */
function counted(live: LiveEvents<string>) {
  const open = new Map<number, number>();
  const wrapped: LiveEvents<string> = {
    publish: (familyId, topic) => live.publish(familyId, topic),
    subscribe(familyId, listener) {
      open.set(familyId, (open.get(familyId) ?? 0) + 1);
      const stop = live.subscribe(familyId, listener);
      return () => {
        open.set(familyId, (open.get(familyId) ?? 1) - 1);
        stop();
      };
    },
  };
  return { live: wrapped, open: (familyId: number) => open.get(familyId) ?? 0 };
}

async function listen(server: Server): Promise<string> {
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

describe('GET /internal/live/stream (every service, through createServiceApp)', () => {
  const planning = createLiveEvents('planning');
  const { live, open } = counted(planning);
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = createServiceApp({
      name: 'planning',
      internalKey: TEST_INTERNAL_KEY,
      live,
      routes: () => {},
    });
    server = app.listen(0, '127.0.0.1');
    base = await listen(server);
  });
  afterAll(() => close(server));

  it('streams a family’s changes to each of its streams and to no other family', async () => {
    const a = await openSignedLiveStream(base, familyA, { audience: 'planning' });
    const a2 = await openSignedLiveStream(base, familyAChild, { audience: 'planning' });
    const b = await openSignedLiveStream(base, familyB, { audience: 'planning' });
    expect(a.status).toBe(200);
    expect(a.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(a.headers['cache-control']).toBe('no-cache, no-store');
    expect(a.headers['x-accel-buffering']).toBe('no');
    // The 200 comes after the subscription, so nothing published from now on is lost.
    expect(open(familyA.familyId)).toBe(2);
    expect(open(familyB.familyId)).toBe(1);

    planning.publish(familyA.familyId, 'messages');
    planning.publish(familyB.familyId, 'tasks');
    await waitFor(() => a.changes().length === 1 && a2.changes().length === 1, 'family A’s change');
    await waitFor(() => b.changes().length === 1, 'family B’s change');
    expect(a.text()).toContain('event: change\ndata: {"domain":"planning","topic":"messages"}\n\n');
    expect(a2.changes()).toEqual([{ domain: 'planning', topic: 'messages' }]);
    expect(b.changes()).toEqual([{ domain: 'planning', topic: 'tasks' }]);

    for (const stream of [a, a2, b]) stream.close();
    await waitFor(() => open(familyA.familyId) === 0 && open(familyB.familyId) === 0, 'unsubscribe on close');
  });

  it('refuses an anonymous or unsigned caller with 401 JSON', async () => {
    const anonymous = await openSignedLiveStream(base, null, { audience: 'planning' });
    expect(anonymous.status).toBe(401);
    await waitFor(() => anonymous.ended, 'the error body');
    expect(JSON.parse(anonymous.text())).toMatchObject({ error: 'unauthenticated' });

    const unsigned = await openSse(`${base}/internal/live/stream`);
    expect(unsigned.status).toBe(401);
    const forged = await openSignedLiveStream(base, familyA, { audience: 'planning', key: 'another-key' });
    expect(forged.status).toBe(401);
    expect(open(familyA.familyId)).toBe(0);
  });
});

describe('liveStreamRouter keep-alive', () => {
  it('sends a comment at each interval so a quiet stream stays open, and a service without live changes still streams', async () => {
    const app = createServiceApp({
      name: 'school',
      internalKey: TEST_INTERNAL_KEY,
      routes: (a) => a.use('/quiet', liveStreamRouter(createLiveEvents('school'), { keepAliveMs: 30 })),
    });
    const server = app.listen(0, '127.0.0.1');
    const base = await listen(server);
    try {
      const quiet = await openSignedLiveStream(`${base}/quiet`, familyA, { audience: 'school' });
      await waitFor(() => quiet.text().split(': keep-alive').length > 2, 'two keep-alives');
      quiet.close();
      // No `live` option: the frame still answers the stream (nothing is ever published on it).
      const frame = await openSignedLiveStream(base, familyA, { audience: 'school' });
      expect(frame.status).toBe(200);
      await waitFor(() => frame.text() === ': live\n\n', 'the opening comment');
      frame.close();
    } finally {
      await close(server);
    }
  });
});
