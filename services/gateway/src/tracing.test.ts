import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import {
  createServiceApp,
  rowsOf,
  REQUEST_ID_ATTRIBUTE,
  startTracing,
  type DatabaseHandle,
  type Tracing,
} from '@familyhub/server-kit';
import { createTestDatabase, registerTracing } from '@familyhub/server-kit/testing';
import { createGatewayApp } from './app';
import {
  GOOD_TOKEN,
  KEY,
  refusedPortUrl,
  serviceUrls,
  startFakeService,
  type FakeService,
} from './testing/fake-services';

const exporter = new InMemorySpanExporter();
let tracing: Tracing;
let database: DatabaseHandle;
let planning: Server;
let planningUrl: string;
let identity: FakeService;
let down: string;

/** A planning-shaped service on a real database: one route that reads it. */
beforeAll(async () => {
  tracing = registerTracing('familyhub-test', new SimpleSpanProcessor(exporter));
  const migrations = mkdtempSync(path.join(tmpdir(), 'fh-trace-migrations-'));
  mkdirSync(path.join(migrations, 'meta'));
  writeFileSync(
    path.join(migrations, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries: [] }),
  );
  database = await createTestDatabase({ schemaName: 'trace_test', schema: {}, migrationsFolder: migrations });
  const app = createServiceApp({
    name: 'planning',
    internalKey: KEY,
    routes(routes) {
      routes.get('/api/tasks/:id', async (req, res) => {
        const result = await database.db.execute(sql`select ${Number(req.params.id)}::int as id`);
        res.json(rowsOf(result));
      });
    },
  });
  planning = await new Promise<Server>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
  planningUrl = `http://127.0.0.1:${(planning.address() as AddressInfo).port}`;
  identity = await startFakeService('identity');
  down = await refusedPortUrl();
}, 120_000);

afterAll(async () => {
  await tracing.shutdown();
  planning.closeAllConnections();
  await new Promise<void>((resolve) => planning.close(() => resolve()));
  await identity.close();
  await database.close();
});

const gatewayInFront = () =>
  createGatewayApp({
    services: serviceUrls(down, {
      identity: identity.url,
      planning: planningUrl,
    }),
    internalKey: KEY,
  });

const bySpan = (spans: ReadableSpan[], id: string | undefined) =>
  spans.find((s) => s.spanContext().spanId === id);

describe('traces across gateway → service → database', () => {
  it('links the gateway’s span, the service’s and its query in one trace carrying the request id', async () => {
    exporter.reset();
    const gateway = gatewayInFront();
    await request(gateway)
      .get('/api/tasks/42')
      .set('Cookie', `fh_session=${GOOD_TOKEN}`)
      .set('x-request-id', 'trace-me-42')
      .expect(200, [{ id: 42 }]);

    const spans = exporter.getFinishedSpans();
    const scope = (s: ReadableSpan) => s.instrumentationScope.name;
    const gatewaySpan = spans.find((s) => scope(s) === 'familyhub-gateway' && s.kind === SpanKind.SERVER);
    const serviceSpan = spans.find((s) => scope(s) === 'familyhub-planning' && s.kind === SpanKind.SERVER);
    const query = spans.find(
      (s) => scope(s) === 'familyhub-db' && String(s.attributes['db.query.text']).includes('::int as id'),
    );
    expect(gatewaySpan).toMatchObject({
      name: 'GET proxy:planning',
      attributes: expect.objectContaining({
        [REQUEST_ID_ATTRIBUTE]: 'trace-me-42',
        'http.response.status_code': 200,
      }),
    });
    expect(serviceSpan).toMatchObject({
      name: 'GET /api/tasks/:id',
      attributes: expect.objectContaining({
        [REQUEST_ID_ATTRIBUTE]: 'trace-me-42',
        'http.route': '/api/tasks/:id',
        'http.response.status_code': 200,
      }),
    });
    expect(query).toMatchObject({
      name: 'SELECT trace_test',
      kind: SpanKind.CLIENT,
      attributes: expect.objectContaining({ 'db.system.name': 'postgresql', 'db.namespace': 'trace_test' }),
    });
    // The values never travel in a span: the statement keeps its placeholder.
    expect(String(query?.attributes['db.query.text'])).toContain('$1');
    expect(String(query?.attributes['db.query.text'])).not.toContain('42');

    // One trace, each span the child of the one before.
    const traceId = gatewaySpan!.spanContext().traceId;
    for (const span of [serviceSpan, query]) expect(span?.spanContext().traceId).toBe(traceId);
    expect(bySpan(spans, serviceSpan?.parentSpanContext?.spanId)).toBe(gatewaySpan);
    expect(bySpan(spans, query?.parentSpanContext?.spanId)).toBe(serviceSpan);
  });

  it('continues a trace the browser started (traceparent)', async () => {
    exporter.reset();
    const gateway = gatewayInFront();
    const browserTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
    await request(gateway)
      .get('/api/tasks/7')
      .set('Cookie', `fh_session=${GOOD_TOKEN}`)
      .set('traceparent', `00-${browserTrace}-00f067aa0ba902b7-01`)
      .expect(200);
    const spans = exporter.getFinishedSpans();
    expect(spans.length).toBeGreaterThanOrEqual(3);
    expect(new Set(spans.map((s) => s.spanContext().traceId))).toEqual(new Set([browserTrace]));
  });
});

describe('the exporter', () => {
  it('is off unless an OTLP endpoint is configured', async () => {
    expect(await startTracing('gateway', {})).toBeUndefined();
    expect(
      await startTracing('gateway', {
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318',
        OTEL_TRACES_EXPORTER: 'none',
      }),
    ).toBeUndefined();
  });
});
