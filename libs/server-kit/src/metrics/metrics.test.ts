import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Router, type Express } from 'express';
import request from 'supertest';
import type { Caller } from '../caller';
import { poolSize } from '../db';
import { HttpError } from '../errors';
import { createLiveEvents } from '../live';
import { createServiceApp } from '../service';
import {
  createTestDatabase,
  openSignedLiveStream,
  signedClient,
  TEST_INTERNAL_KEY,
  waitFor,
} from '../testing';
import { createServiceMetrics } from './metrics';
import { addReadinessCheck, watchDatabase } from './readiness';

const member: Caller = { userId: 1, familyId: 7, role: 'parent', plan: 'annual' };

function sampleApp(): Express {
  return createServiceApp({
    name: 'sample',
    internalKey: TEST_INTERNAL_KEY,
    live: createLiveEvents('planning'),
    routes(app) {
      const things = Router();
      things.get('/:id', (req, res) => {
        if (req.params.id === 'missing') throw new HttpError(404, 'not_found', 'No such thing');
        res.json({ id: req.params.id });
      });
      app.use('/api/things', things);
    },
  });
}

/** The value of one series in Prometheus' text format (the line that starts with `series`), or undefined. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('service metrics', () => {
  it('counts answers by method, route pattern (never the raw path) and status, with latency buckets', async () => {
    const app = sampleApp();
    await signedClient(app, member).get('/api/things/1').expect(200);
    await signedClient(app, member).get('/api/things/2').expect(200);
    await signedClient(app, member).get('/api/things/missing').expect(404);
    await request(app).get('/api/things/3').expect(401);
    await signedClient(app, member).get('/api/nowhere/at/all').expect(404);

    const res = await request(app).get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.text;
    const series = (route: string, status: number) =>
      `http_requests_total{method="GET",route="${route}",status="${status}",service="sample"}`;
    expect(valueOf(text, series('/api/things/:id', 200))).toBe(2);
    expect(valueOf(text, series('/api/things/:id', 404))).toBe(1);
    expect(valueOf(text, series('(unmatched)', 401))).toBe(1);
    expect(valueOf(text, series('(unmatched)', 404))).toBe(1);
    expect(text).not.toContain('/api/things/1"');
    expect(text).not.toContain('nowhere');
    expect(
      valueOf(
        text,
        'http_request_duration_seconds_count{service="sample",method="GET",route="/api/things/:id",status="200"}',
      ),
    ).toBe(2);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.2",service="sample",method="GET",route="\/api\/things\/:id"/,
    );
    // The probes and the scrape itself are not traffic.
    await request(app).get('/health').expect(200);
    const again = await request(app).get('/metrics').expect(200);
    expect(again.text).not.toMatch(/route="\/(metrics|health|ready)"/);
    // Node's process metrics come along.
    expect(again.text).toContain('process_cpu_user_seconds_total');
    expect(again.text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('reports the live streams open now', async () => {
    const app = sampleApp();
    const server: Server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const open = async () =>
      valueOf((await request(app).get('/metrics')).text, 'live_streams_open{service="sample"}');
    try {
      expect(await open()).toBe(0);
      const first = await openSignedLiveStream(base, member, { audience: 'sample' });
      const second = await openSignedLiveStream(base, member, { audience: 'sample' });
      await waitFor(() => first.text().length > 0 && second.text().length > 0, 'both streams');
      expect(await open()).toBe(2);
      first.close();
      const deadline = Date.now() + 3000;
      while ((await open()) !== 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(await open()).toBe(1);
      second.close();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('keeps each app’s counts apart in one process', async () => {
    const a = createServiceMetrics({ service: 'a' });
    const b = createServiceMetrics({ service: 'b' });
    a.liveStreams.inc();
    expect(await a.registry.getSingleMetricAsString('live_streams_open')).toContain(
      'live_streams_open{service="a"} 1',
    );
    expect(await b.registry.getSingleMetricAsString('live_streams_open')).toContain(
      'live_streams_open{service="b"} 0',
    );
  });

  it('labels an unmatched answer with the app’s own route name when it gives one', async () => {
    const metrics = createServiceMetrics({
      service: 'gw',
      routeOf: (req) => (req.path.startsWith('/p') ? 'proxy:planning' : undefined),
    });
    const express = (await import('express')).default;
    const app = express();
    app.use(metrics.middleware);
    app.use((_req, res) => void res.status(204).end());
    await request(app).get('/p/anything').expect(204);
    await request(app).get('/elsewhere').expect(204);
    const text = await metrics.registry.metrics();
    expect(text).toContain(
      'http_requests_total{method="GET",route="proxy:planning",status="204",service="gw"} 1',
    );
    expect(text).toContain(
      'http_requests_total{method="GET",route="(unmatched)",status="204",service="gw"} 1',
    );
  });
});

describe('readiness and the database', () => {
  it('is ready while the database answers and not ready (503) once it does not; liveness stays ok', async () => {
    const noMigrations = mkdtempSync(path.join(tmpdir(), 'fh-migrations-'));
    mkdirSync(path.join(noMigrations, 'meta'));
    writeFileSync(
      path.join(noMigrations, 'meta', '_journal.json'),
      JSON.stringify({ version: '7', dialect: 'postgresql', entries: [] }),
    );
    const database = await createTestDatabase({
      schemaName: 'sample',
      schema: {},
      migrationsFolder: noMigrations,
    });
    const app = sampleApp();
    watchDatabase(app, database);
    const ready = await request(app).get('/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ready', service: 'sample', checks: { database: 'up' } });

    const metrics = (await request(app).get('/metrics')).text;
    if (database.kind === 'postgres') {
      expect(valueOf(metrics, 'db_pool_connections{state="total",service="sample"}')).toBeGreaterThanOrEqual(
        1,
      );
      expect(valueOf(metrics, 'db_pool_max{service="sample"}')).toBe(poolSize());
    } else {
      // The embedded PGlite has no pool: nothing is made up.
      expect(metrics).not.toContain('db_pool');
    }

    await database.close();
    const down = await request(app).get('/ready').expect(503);
    expect(down.body).toEqual({ status: 'not_ready', service: 'sample', checks: { database: 'down' } });
    await request(app).get('/health').expect(200);
  }, 60_000);

  it('counts a check that outlasts the timeout as down', async () => {
    const app = sampleApp();
    addReadinessCheck(app, { name: 'identity', check: () => new Promise(() => undefined) });
    addReadinessCheck(app, { name: 'cache', check: () => Promise.resolve() });
    const started = Date.now();
    const res = await request(app).get('/ready').expect(503);
    expect(res.body.checks).toEqual({ identity: 'down', cache: 'up' });
    expect(Date.now() - started).toBeLessThan(4000);
  });
});
