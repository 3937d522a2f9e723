import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import type { Express } from 'express';
import type { DatabaseHandle } from '../db';
import type { ServiceDefinition } from '../run-service';
import { watchDatabase } from '../metrics';
import { endpointCoverage } from './endpoint-coverage';
import { formatFindings, isStreamRoute, sweepMalformedInput } from './malformed-input-sweep';
import { signedClient, TEST_FIELD_KEY, TEST_INTERNAL_KEY } from './signed-client';
import { openSignedLiveStream, waitFor } from './sse-client';
import { createTestDatabase } from './test-database';

// Booting PGlite (or creating a PostgreSQL database) can be slow on a loaded 2-core machine.
const SETUP_TIMEOUT_MS = 120_000;

/**
 * Registers the tests every service's frame must pass, against a fresh test database: health without a
 * signature, 401 JSON for unsigned or wrongly signed calls, JSON 404 for a signed unknown route, the gateway's
 * live stream, its own schema (named after the service) created by the migrations, and a 4xx JSON answer (never a
 * 5xx) to every malformed request on every route (issue #9).
 */
export function describeServiceFrame<S extends Record<string, unknown>>(
  options: ServiceDefinition<S> & {
    /** `METHOD /path` routes still written by hand while the service moves to definitions (issue #29). */
    routesNotYetDefined?: readonly string[];
  },
): void {
  const { name } = options;
  let database: DatabaseHandle<S>;
  let app: Express;
  const caller = { userId: 1, familyId: 1, role: 'parent' as const, plan: 'annual' as const };

  beforeAll(async () => {
    database = await createTestDatabase(options.database);
    app = options.createApp({ db: database.db, internalKey: TEST_INTERNAL_KEY, fieldKey: TEST_FIELD_KEY });
    watchDatabase(app, database); // as runService does
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await database.close();
  }, SETUP_TIMEOUT_MS);

  describe(`${name} service frame`, () => {
    it('serves exactly the endpoints its definitions declare (what /api/openapi.json publishes)', () => {
      expect(endpointCoverage(app, name)).toEqual({
        notDefined: [...(options.routesNotYetDefined ?? [])].sort(),
        notServed: [],
      });
    });

    it('answers its health check without a signature', async () => {
      const res = await request(app).get('/health').expect(200);
      expect(res.body).toEqual({ status: 'ok', service: name });
    });

    it('answers readiness with its database reachable, without a signature', async () => {
      const res = await request(app).get('/ready').expect(200);
      expect(res.body).toEqual({ status: 'ready', service: name, checks: { database: 'up' } });
    });

    it('serves Prometheus metrics without a signature, counting answers by route pattern', async () => {
      await request(app).get('/api/anything').expect(401);
      const res = await request(app).get('/metrics').expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.text).toContain(
        `http_requests_total{method="GET",route="(unmatched)",status="401",service="${name}"}`,
      );
      expect(res.text).toContain(`http_request_duration_seconds_bucket{le="0.2",service="${name}"`);
      expect(res.text).toMatch(new RegExp(`live_streams_open\\{service="${name}"\\} 0`));
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

    it('answers the gateway’s live stream for a signed caller, and 401 for an anonymous one', async () => {
      const server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      try {
        const stream = await openSignedLiveStream(base, caller, { audience: name });
        expect(stream.status).toBe(200);
        expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
        await waitFor(() => stream.text().length > 0, 'the first comment');
        stream.close();
        const anonymous = await openSignedLiveStream(base, null, { audience: name });
        expect(anonymous.status).toBe(401);
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    });

    it('answers every malformed request to every route with JSON and never a 5xx', async () => {
      const findings = await sweepMalformedInput(app, { caller, skip: isStreamRoute });
      expect(formatFindings(findings)).toBe('');
    }, 120_000);

    it('has created its own Postgres schema through the migrations', async () => {
      const rows = await database.db.execute(
        sql`select 1 from information_schema.schemata where schema_name = ${name}`,
      );
      const found = (rows as unknown as { rows: unknown[] }).rows;
      expect(found).toHaveLength(1);
    });
  });
}
