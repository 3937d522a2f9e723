import type { Express } from 'express';
import type { DatabaseHandle } from '@familyhub/server-kit';
import {
  createTestDatabase,
  endpointCoverage,
  formatFindings,
  isStreamRoute,
  signedClient,
  sweepMalformedInput,
  TEST_FIELD_KEY,
  TEST_INTERNAL_KEY,
} from '@familyhub/server-kit/testing';
import { createApp } from './app';
import { databaseOptions } from './database';
import type { PlanningSchema } from './schema';
import { SETUP_TIMEOUT_MS } from './testing/planning-api';

// Issue #9 item 1: malformed input anywhere is a 4xx JSON answer, never a 5xx.
let database: DatabaseHandle<PlanningSchema>;
let app: Express;
const alex = { userId: 1, familyId: 1, role: 'admin' as const, plan: 'annual' as const };

beforeAll(async () => {
  database = await createTestDatabase(databaseOptions);
  app = createApp({ db: database.db, internalKey: TEST_INTERNAL_KEY, fieldKey: TEST_FIELD_KEY });
}, SETUP_TIMEOUT_MS);
afterAll(() => database.close(), SETUP_TIMEOUT_MS);

it('refuses a NUL character in a task, a shopping item, a message and an event with a clear 400', async () => {
  const client = signedClient(app, alex);
  const creates: [string, Record<string, unknown>][] = [
    ['/api/tasks', { title: 'a\u0000b' }],
    ['/api/shopping-items', { name: 'Milk', quantity: '2\u0000' }],
    ['/api/messages', { content: 'hello\u0000there' }],
    ['/api/events', { title: 'Swim\u0000', startAt: '2026-11-22T09:00:00Z' }],
  ];
  for (const [path, body] of creates) {
    const res = await client.post(path).send(body);
    expect({ path, status: res.status, body: res.body }).toEqual({
      path,
      status: 400,
      body: { error: 'validation_failed', message: 'Text cannot contain the NUL character (\\u0000)' },
    });
  }
  const token = await client.get('/api/calendar-feed/abc%00.ics');
  expect(token.status).toBe(400);
});

it('answers every malformed request to every route with JSON and never a 5xx', async () => {
  // Something for id 1 to find, so the sweep reaches past "not found" too.
  const client = signedClient(app, alex);
  await client.post('/api/tasks').send({ title: 'Water the plants' }).expect(201);
  await client.post('/api/shopping-items').send({ name: 'Milk' }).expect(201);
  await client.post('/api/events').send({ title: 'Swim', startAt: '2026-11-22T09:00:00Z' }).expect(201);
  const findings = await sweepMalformedInput(app, { caller: alex, skip: isStreamRoute });
  expect(formatFindings(findings)).toBe('');
}, 120_000);

it('serves exactly the endpoints its definitions declare (issue #29: what /api/openapi.json publishes)', () => {
  expect(endpointCoverage(app, 'planning')).toEqual({ notDefined: [], notServed: [] });
});
