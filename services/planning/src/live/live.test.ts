import { get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CALLER_HEADER,
  createServiceApp,
  signCaller,
  type Caller,
  type DatabaseHandle,
} from '@familyhub/server-kit';
import {
  createTestDatabase,
  signedClient,
  TEST_FIELD_KEY,
  TEST_INTERNAL_KEY,
} from '@familyhub/server-kit/testing';
import type { Express } from 'express';
import { createApp } from '../app';
import { databaseOptions } from '../database';
import type { PlanningSchema } from '../schema';
import { createLiveEvents, type LiveEvents } from './live-events';
import { liveRouter } from './live.router';

const SETUP_TIMEOUT_MS = 120_000;
const STREAM = '/api/planning/stream';

const familyA: Caller = { userId: 1, familyId: 101, role: 'parent', plan: 'annual' };
const familyB: Caller = { userId: 2, familyId: 202, role: 'admin', plan: 'annual' };

async function listenOn(app: Express) {
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { server, port: (server.address() as AddressInfo).port };
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/** An open stream as the gateway would open it, collecting what arrives. */
function openStream(
  port: number,
  caller: Caller | null,
): Promise<{ res: IncomingMessage; text: () => string; close(): void }> {
  return new Promise((resolve, reject) => {
    const req = get(
      {
        host: '127.0.0.1',
        port,
        path: STREAM,
        headers: {
          [CALLER_HEADER]: signCaller(TEST_INTERNAL_KEY, {
            caller,
            method: 'GET',
            path: STREAM,
            requestId: 'live-test',
          }),
        },
      },
      (res) => {
        let received = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (received += chunk));
        resolve({ res, text: () => received, close: () => req.destroy() });
      },
    );
    req.on('error', reject);
  });
}

async function until(condition: () => boolean, what: string, timeoutMs = 3000) {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('createLiveEvents', () => {
  it('delivers a publish to the family’s listeners only, and stops after unsubscribe', () => {
    const live = createLiveEvents();
    const a: string[] = [];
    const b: string[] = [];
    const stopA = live.subscribe(1, (c) => a.push(c.topic));
    live.subscribe(2, (c) => b.push(c.topic));
    live.publish(1, 'messages');
    expect(a).toEqual(['messages']);
    expect(b).toEqual([]);
    stopA();
    live.publish(1, 'tasks');
    expect(a).toEqual(['messages']);
    expect(live.listenerCount(1)).toBe(0);
    expect(live.listenerCount(2)).toBe(1);
  });
});

describe('GET /api/planning/stream', () => {
  let live: LiveEvents;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    live = createLiveEvents();
    const app = createServiceApp({
      name: 'planning',
      internalKey: TEST_INTERNAL_KEY,
      routes: (a) => a.use(liveRouter(live, { keepAliveMs: 50 })),
    });
    ({ server, port } = await listenOn(app));
  });
  afterAll(() => closeServer(server));

  it('streams a family’s changes to that family and not to another', async () => {
    const a = await openStream(port, familyA);
    const b = await openStream(port, familyB);
    expect(a.res.statusCode).toBe(200);
    expect(a.res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(a.res.headers['cache-control']).toBe('no-cache');
    expect(a.res.headers['x-accel-buffering']).toBe('no');
    await until(
      () => live.listenerCount(familyA.familyId) === 1 && live.listenerCount(familyB.familyId) === 1,
      'subscriptions',
    );

    live.publish(familyA.familyId, 'messages');
    await until(() => a.text().includes('event: change'), 'A’s change');
    expect(a.text()).toContain('event: change\ndata: {"topic":"messages"}\n\n');
    // B's keep-alives prove its stream is flowing, so the missing change is not just late.
    await until(() => b.text().includes(': keep-alive'), 'B’s keep-alive');
    expect(b.text()).not.toContain('event: change');
    expect(b.text()).not.toContain('messages');

    a.close();
    b.close();
    await until(
      () => live.listenerCount(familyA.familyId) === 0 && live.listenerCount(familyB.familyId) === 0,
      'cleanup on close',
    );
  });

  it('refuses an anonymous caller with 401 JSON', async () => {
    const anonymous = await openStream(port, null);
    expect(anonymous.res.statusCode).toBe(401);
    await until(() => anonymous.text().length > 0, 'error body');
    expect(JSON.parse(anonymous.text())).toMatchObject({ error: 'unauthenticated' });
  });
});

describe('planning app wiring', () => {
  let database: DatabaseHandle<PlanningSchema>;
  let server: Server;
  let port: number;
  const live = createLiveEvents();
  let app: Express;

  beforeAll(async () => {
    database = await createTestDatabase(databaseOptions);
    app = createApp({ db: database.db, internalKey: TEST_INTERNAL_KEY, fieldKey: TEST_FIELD_KEY, live });
    ({ server, port } = await listenOn(app));
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await closeServer(server);
    await database.close();
  }, SETUP_TIMEOUT_MS);

  it('publishes "tasks" to the family’s stream when a task is created, changed or deleted', async () => {
    const stream = await openStream(port, familyA);
    await until(() => live.listenerCount(familyA.familyId) === 1, 'subscription');
    const count = () => stream.text().split('data: {"topic":"tasks"}').length - 1;

    const created = await signedClient(app, familyA).post('/api/tasks').send({ title: 'Bins' }).expect(201);
    await until(() => count() === 1, 'create notice');
    await signedClient(app, familyA)
      .patch(`/api/tasks/${created.body.id}`)
      .send({ completed: true })
      .expect(200);
    await until(() => count() === 2, 'update notice');
    await signedClient(app, familyA).delete(`/api/tasks/${created.body.id}`).expect(204);
    await until(() => count() === 3, 'delete notice');
    stream.close();
  });
});
