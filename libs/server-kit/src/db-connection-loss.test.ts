import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Express } from 'express';
import { openDatabase, type DatabaseHandle } from './db';
import { createServiceApp } from './service';
import { signedClient } from './testing/signed-client';
import { TEST_INTERNAL_KEY } from './testing/signed-client';

// Issue #9 item 2: on PostgreSQL, a service survives the server ending its connections (pg_terminate_backend, a
// restart, a failover). The restart is played by a TCP relay between the pool and the server: it cuts every
// connection and refuses new ones for a while — the shared PostgreSQL server itself is never restarted.
const adminUrl = process.env.DATABASE_URL;
const onPostgres = adminUrl ? describe : describe.skip;

/** A relay to PostgreSQL that can be "restarted": `down()` cuts and refuses connections, `up()` lets them through. */
async function startRelay(target: { host: string; port: number }) {
  const open = new Set<net.Socket>();
  let accepting = true;
  const server = net.createServer((client) => {
    if (!accepting) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target);
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    down() {
      accepting = false;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    up() {
      accepting = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

onPostgres('a service on PostgreSQL when its connections are lost', () => {
  const name = `fh_test_${randomBytes(6).toString('hex')}`;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let database: DatabaseHandle;
  let app: Express;
  const caller = { userId: 1, familyId: 1, role: 'admin' as const, plan: 'annual' as const };

  async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  /** Several requests at once, so the pool holds several (then idle) connections. */
  const burst = () => Promise.all([1, 2, 3, 4].map(() => signedClient(app, caller).get('/api/ping')));

  beforeAll(async () => {
    await admin((c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(adminUrl as string);
    relay = await startRelay({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    url.pathname = `/${name}`;
    const empty = mkdtempSync(path.join(tmpdir(), 'fh-migrations-'));
    mkdirSync(path.join(empty, 'meta'));
    writeFileSync(
      path.join(empty, 'meta', '_journal.json'),
      JSON.stringify({ version: '7', dialect: 'postgresql', entries: [] }),
    );
    database = await openDatabase({
      schemaName: 'conn_test',
      schema: {},
      migrationsFolder: empty,
      url: url.toString(),
    });
    app = createServiceApp({
      name: 'conn-test',
      internalKey: TEST_INTERNAL_KEY,
      routes(service) {
        service.get('/api/ping', async (_req, res) => {
          const result = await database.db.execute(sql`select 1 as one`);
          res.json({ rows: (result as unknown as { rows: unknown[] }).rows.length });
        });
      },
    });
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    await relay?.close();
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }, 60_000);

  it('keeps answering after pg_terminate_backend ends its connections', async () => {
    for (const res of await burst()) expect(res.status).toBe(200);
    const ended = await admin((c) =>
      c.query<{ ended: boolean }>(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
         WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [name],
      ),
    );
    expect(ended.rows.length).toBeGreaterThan(0);
    // Let the idle connections notice (their 'error' events would have ended the process).
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const res of await burst())
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { rows: 1 } });
  });

  it('answers 503 JSON while the server is down and 200 again once it is back (a restart)', async () => {
    for (const res of await burst()) expect(res.status).toBe(200);
    relay.down();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const down = await signedClient(app, caller).get('/api/ping');
    expect(down.status).toBe(503);
    expect(down.body.error).toBe('service_unavailable');
    relay.up();
    for (const res of await burst())
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { rows: 1 } });
  });
});
