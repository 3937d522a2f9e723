import request from 'supertest';
import type { Express } from 'express';
import type { DatabaseHandle } from '@familyhub/server-kit';
import { createTestDatabase, signedClient, TEST_INTERNAL_KEY } from '@familyhub/server-kit/testing';
import { createApp } from './app';
import { databaseOptions } from './database';
import type { WellnessSchema } from './schema';

// Booting PGlite (or creating a PostgreSQL database) can be slow on a loaded 2-core machine.
const SETUP_TIMEOUT_MS = 120_000;

let database: DatabaseHandle<WellnessSchema>;
let app: Express;
const caller = { userId: 1, familyId: 1, role: 'parent' as const, plan: 'annual' as const };

beforeAll(async () => {
  database = await createTestDatabase(databaseOptions);
  app = createApp({ db: database.db, internalKey: TEST_INTERNAL_KEY });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await database.close();
}, SETUP_TIMEOUT_MS);

describe('wellness service frame', () => {
  it('answers its health check without a signature', async () => {
    const res = await request(app).get('/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', service: 'wellness' });
  });

  it('refuses an unsigned call and a call signed with another key with 401 JSON', async () => {
    const unsigned = await request(app).get('/api/anything').expect(401);
    expect(unsigned.body.error).toBe('unauthenticated');
    await signedClient(app, caller, 'not-the-key').get('/api/anything').expect(401);
  });

  it('answers a signed call to an unknown route with a JSON 404', async () => {
    const res = await signedClient(app, caller).get('/api/anything').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ error: 'not_found', message: 'No route for GET /api/anything' });
  });

  it('has created its own Postgres schema through the migrations', async () => {
    const rows = await database.db.execute("select 1 from information_schema.schemata where schema_name = 'wellness'");
    const found = (rows as unknown as { rows: unknown[] }).rows;
    expect(found).toHaveLength(1);
  });
});
