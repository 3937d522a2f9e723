import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Caller } from '../caller';
import { createServiceApp } from '../service';
import { openSignedLiveStream, TEST_INTERNAL_KEY, waitFor } from '../testing';
import { createLiveEvents } from './live-events';
import { createNatsLiveEvents } from './nats-live-events';

/*
 * Live changes across instances through a real NATS server. `npm test` sets NATS_TEST_URL when one is reachable
 * (127.0.0.1:4222 on these machines) and runs this in its PostgreSQL pass; without one the suite is skipped and
 * says so there.
 */
const natsUrl = process.env.NATS_TEST_URL;
const describeWithNats = natsUrl ? describe : describe.skip;

const familyA: Caller = { userId: 1, familyId: 9_101, role: 'parent', plan: 'annual' };
const familyB: Caller = { userId: 2, familyId: 9_202, role: 'admin', plan: 'annual' };

async function serve(live: ReturnType<typeof createNatsLiveEvents<'planning'>>) {
  const app = createServiceApp({ name: 'planning', internalKey: TEST_INTERNAL_KEY, live, routes: () => {} });
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

describeWithNats('live changes through NATS (several instances of one service)', () => {
  // Two instances of planning, each with its own connection, as two processes would have.
  const instanceA = createNatsLiveEvents('planning', { url: natsUrl ?? '', name: 'test-planning-a' });
  const instanceB = createNatsLiveEvents('planning', { url: natsUrl ?? '', name: 'test-planning-b' });
  const schoolOnB = createNatsLiveEvents('school', { url: natsUrl ?? '', name: 'test-school-b' });
  let a: Awaited<ReturnType<typeof serve>>;
  let b: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    a = await serve(instanceA);
    b = await serve(instanceB);
  });
  afterAll(async () => {
    await Promise.all([close(a.server), close(b.server)]);
    await Promise.all([instanceA.close(), instanceB.close(), schoolOnB.close()]);
  });

  it('a write through one instance reaches a stream held open on another, for that family only', async () => {
    const onB = await openSignedLiveStream(b.base, familyA, { audience: 'planning' });
    const onA = await openSignedLiveStream(a.base, familyA, { audience: 'planning' });
    const otherFamily = await openSignedLiveStream(b.base, familyB, { audience: 'planning' });
    expect([onB.status, onA.status, otherFamily.status]).toEqual([200, 200, 200]);

    // The 200 came after NATS had the subscription: a change published now is not lost.
    instanceA.publish(familyA.familyId, 'tasks');
    await waitFor(
      () => onB.changes().length === 1 && onA.changes().length === 1,
      'the change on both instances',
    );
    expect(onB.changes()).toEqual([{ domain: 'planning', topic: 'tasks' }]);
    expect(onA.changes()).toEqual([{ domain: 'planning', topic: 'tasks' }]);

    instanceB.publish(familyB.familyId, 'messages');
    await waitFor(() => otherFamily.changes().length === 1, 'family B’s change');
    // Another domain on the same family subject space never leaks into planning's streams.
    schoolOnB.publish(familyA.familyId, 'homework');
    instanceB.publish(familyA.familyId, 'events');
    await waitFor(() => onA.changes().length === 2, 'the second change');
    expect(onA.changes()).toEqual([
      { domain: 'planning', topic: 'tasks' },
      { domain: 'planning', topic: 'events' },
    ]);
    expect(otherFamily.changes()).toEqual([{ domain: 'planning', topic: 'messages' }]);
    for (const stream of [onA, onB, otherFamily]) stream.close();
  });

  it('lets go of a family’s subscription with its last stream', async () => {
    const heard: string[] = [];
    const stop = instanceB.subscribe(familyB.familyId, ({ topic }) => heard.push(topic));
    await instanceB.whenSubscribed(familyB.familyId);
    instanceA.publish(familyB.familyId, 'shopping-items');
    await waitFor(() => heard.length === 1, 'the change while subscribed');
    stop();
    instanceA.publish(familyB.familyId, 'tasks');
    // A round trip through the server on the publishing side: had B still listened, it would have heard by now.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual(['shopping-items']);
  });
});

describe('createLiveEvents', () => {
  it('is in-process without a NATS address', () => {
    const live = createLiveEvents('planning', {});
    const heard: string[] = [];
    live.subscribe(1, ({ topic }) => heard.push(topic));
    live.publish(1, 'tasks');
    // Delivered synchronously: no broker in between.
    expect(heard).toEqual(['tasks']);
  });
});
