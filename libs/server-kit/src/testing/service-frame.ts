import { sql } from 'drizzle-orm';
import request from 'supertest';
import type { Express } from 'express';
import type { DatabaseHandle } from '../db';
import type { ServiceDefinition } from '../run-service';
import { signedClient, TEST_FIELD_KEY, TEST_INTERNAL_KEY } from './signed-client';
import { createTestDatabase } from './test-database';

// Booting PGlite (or creating a PostgreSQL database) can be slow on a loaded 2-core machine.
const SETUP_TIMEOUT_MS = 120_000;

/**
 * Registers the tests every service's frame must pass, against a fresh test database: health without a
 * signature, 401 JSON for unsigned or wrongly signed calls, JSON 404 for a signed unknown route, and its own
 * schema (named after the service) created by the migrations.
 */
export function describeServiceFrame<S extends Record<string, unknown>>(options: ServiceDefinition<S>): void {
  const { name } = options;
  let database: DatabaseHandle<S>;
  let app: Express;
  const caller = { userId: 1, familyId: 1, role: 'parent' as const, plan: 'annual' as const };

  beforeAll(async () => {
    database = await createTestDatabase(options.database);
    app = options.createApp({ db: database.db, internalKey: TEST_INTERNAL_KEY, fieldKey: TEST_FIELD_KEY });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await database.close();
  }, SETUP_TIMEOUT_MS);

  describe(`${name} service frame`, () => {
    it('answers its health check without a signature', async () => {
      const res = await request(app).get('/health').expect(200);
      expect(res.body).toEqual({ status: 'ok', service: name });
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
      const rows = await database.db.execute(
        sql`select 1 from information_schema.schemata where schema_name = ${name}`,
      );
      const found = (rows as unknown as { rows: unknown[] }).rows;
      expect(found).toHaveLength(1);
    });
  });
}
