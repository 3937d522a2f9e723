import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Caller, DatabaseHandle } from '@familyhub/server-kit';
import {
  createTestDatabase,
  openSignedLiveStream,
  signedClient,
  TEST_FIELD_KEY,
  TEST_INTERNAL_KEY,
  waitFor,
} from '@familyhub/server-kit/testing';
import type { Express } from 'express';
import { createApp } from './app';
import { databaseOptions } from './database';
import type { PlanningSchema } from './schema';

const SETUP_TIMEOUT_MS = 120_000;

const familyA: Caller = { userId: 1, familyId: 101, role: 'parent', plan: 'annual' };
const familyB: Caller = { userId: 2, familyId: 202, role: 'admin', plan: 'annual' };

describe('planning publishes its changes on the platform’s live stream', () => {
  let database: DatabaseHandle<PlanningSchema>;
  let app: Express;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    database = await createTestDatabase(databaseOptions);
    app = createApp({ db: database.db, internalKey: TEST_INTERNAL_KEY, fieldKey: TEST_FIELD_KEY });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  }, SETUP_TIMEOUT_MS);

  it('sends {"domain":"planning","topic":"tasks"} to the family when a task is created, changed or deleted', async () => {
    const ours = await openSignedLiveStream(base, familyA, { audience: 'planning' });
    const theirs = await openSignedLiveStream(base, familyB, { audience: 'planning' });
    expect(ours.status).toBe(200);

    const created = await signedClient(app, familyA).post('/api/tasks').send({ title: 'Bins' }).expect(201);
    await waitFor(() => ours.changes().length === 1, 'the create notice');
    await signedClient(app, familyA)
      .patch(`/api/tasks/${created.body.id}`)
      .send({ completed: true })
      .expect(200);
    await waitFor(() => ours.changes().length === 2, 'the update notice');
    await signedClient(app, familyA).delete(`/api/tasks/${created.body.id}`).expect(204);
    await waitFor(() => ours.changes().length === 3, 'the delete notice');
    expect(ours.changes()).toEqual(Array(3).fill({ domain: 'planning', topic: 'tasks' }));

    // Another family hears its own changes only.
    await signedClient(app, familyB).post('/api/shopping-items').send({ name: 'Milk' }).expect(201);
    await waitFor(() => theirs.changes().length === 1, 'the other family’s notice');
    expect(theirs.changes()).toEqual([{ domain: 'planning', topic: 'shopping-items' }]);
    expect(ours.changes()).toHaveLength(3);
    ours.close();
    theirs.close();
  });

  it('no longer answers the old /api/planning/stream', async () => {
    await signedClient(app, familyA).get('/api/planning/stream').expect(404);
  });
});
