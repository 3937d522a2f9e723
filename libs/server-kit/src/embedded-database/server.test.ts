import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { withoutStatementNames } from '../db';
import { ReadyForQueryWatch } from './session-queue';
import { serveEmbeddedDatabase, type EmbeddedDatabaseServer } from './server';

// ADR 0015 / issue #16: one PGlite shared by every service over the PostgreSQL wire protocol. node-postgres sends a
// parameterised query as Parse/Bind/Describe/Execute/Sync; pglite-socket 0.2.17's own server interleaves those of
// concurrent connections (electric-sql/pglite#1046): wrong rows, `portal "" does not exist`, lost transactions.
// The scenario below fails that way against `new PGLiteSocketServer({ db, maxConnections: 100 })`.

const SERVICES = 5;
const CONNECTIONS = 10;
const STEPS = 150;

type Pools = pg.Pool[];

// One in-memory PGlite for the file (its start is the slow part); each test its own server and tables.
let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
}, 120_000);
afterAll(() => db.close());

async function withServer(
  options: { idleInTransactionMs?: number; maxWaitMs?: number },
  run: (server: EmbeddedDatabaseServer, warnings: string[]) => Promise<void>,
) {
  const warnings: string[] = [];
  const server = await serveEmbeddedDatabase({
    db,
    port: 0,
    ...options,
    warn: (_details, message) => warnings.push(message),
  });
  try {
    await run(server, warnings);
  } finally {
    await server.close();
  }
}

/** One "service": its own schema, a pool of its own, `STEPS` steps spread over its connections. */
async function runService(pool: pg.Pool, schema: string) {
  let expectedRows = 0;
  const steps = Array.from({ length: STEPS }, (_, step) => step);
  const worker = async (first: number) => {
    for (let step = first; step < STEPS; step += CONNECTIONS) {
      const label = `${schema}:${step}`;
      if (step % 3 === 0) {
        // A parameterised query: the answer must be this query's own.
        const { rows } = await pool.query('select $1::text as label, $2::int * 2 as doubled', [label, step]);
        expect(rows).toEqual([{ label, doubled: step * 2 }]);
        await pool.query(`insert into ${schema}.items (label) values ($1)`, [label]);
        expectedRows += 1;
      } else {
        const client = await pool.connect();
        try {
          await client.query('begin');
          await client.query(`insert into ${schema}.items (label) values ($1), ($2)`, [label, `${label}b`]);
          const { rows } = await client.query(
            `select count(*)::int as n from ${schema}.items where label in ($1, $2)`,
            [label, `${label}b`],
          );
          expect(rows).toEqual([{ n: 2 }]);
          if (step % 3 === 1) {
            await client.query('commit');
            expectedRows += 2;
          } else {
            await client.query('rollback');
          }
        } finally {
          client.release();
        }
      }
    }
  };
  await Promise.all(steps.slice(0, CONNECTIONS).map(worker));
  return expectedRows;
}

describe('the shared embedded database server', () => {
  it('keeps concurrent pools in their own schemas, each query and transaction whole', async () => {
    await withServer({}, async (server) => {
      const schemas = Array.from({ length: SERVICES }, (_, i) => `service_${i}`);
      const pools: Pools = schemas.map(() => new pg.Pool({ connectionString: server.url, max: CONNECTIONS }));
      try {
        for (const [i, schema] of schemas.entries()) {
          await pools[i].query(`create schema ${schema}`);
          await pools[i].query(`create table ${schema}.items (id serial primary key, label text not null)`);
        }
        const expected = await Promise.all(schemas.map((schema, i) => runService(pools[i], schema)));
        for (const [i, schema] of schemas.entries()) {
          const { rows } = await pools[i].query(`select label from ${schema}.items order by id`);
          expect(rows).toHaveLength(expected[i]);
          expect(rows.every((r: { label: string }) => r.label.startsWith(`${schema}:`))).toBe(true);
          // Rolled back: no row of a step whose number leaves 2 modulo 3.
          expect(
            rows.filter((r: { label: string }) => Number(/:(\d+)/.exec(r.label)?.[1]) % 3 === 2),
          ).toEqual([]);
        }
        expect(expected).toEqual(schemas.map(() => 50 + 100));
      } finally {
        await Promise.all(pools.map((p) => p.end()));
      }
    });
  }, 120_000);

  it('answers a statement prepared by name on every connection of a pool that sends it unnamed', async () => {
    await withServer({}, async (server) => {
      // Every connection here shares one session: a name prepared by the first exists for the others.
      const named = { name: 'items_page', text: 'select $1::int + 1 as next' };
      const call = (pool: pg.Pool) =>
        Promise.all(
          Array.from({ length: CONNECTIONS * 3 }, (_, i) =>
            pool.query<{ next: number }>({ ...named, values: [i] }).then((r) => r.rows[0].next),
          ),
        );
      const plain = new pg.Pool({ connectionString: server.url, max: CONNECTIONS });
      const shared = new pg.Pool({ connectionString: server.url, max: CONNECTIONS });
      withoutStatementNames(shared);
      try {
        // As sent by name, the second connection to prepare it is refused: why db.ts drops the names here.
        await expect(call(plain)).rejects.toThrow('prepared statement "items_page" already exists');
        await plain.query('deallocate all');
        const sums = await call(shared);
        expect(sums).toEqual(Array.from({ length: CONNECTIONS * 3 }, (_, i) => i + 1));
        // Inside a transaction too (a checked-out connection's own query).
        const client = await shared.connect();
        try {
          await client.query('begin');
          expect((await client.query<{ next: number }>({ ...named, values: [41] })).rows[0].next).toBe(42);
          await client.query('commit');
        } finally {
          client.release();
        }
      } finally {
        await Promise.all([plain.end(), shared.end()]);
      }
    });
  }, 60_000);

  it('ends a connection idle in a transaction that others wait for, and rolls it back', async () => {
    await withServer({ idleInTransactionMs: 300, maxWaitMs: 10_000 }, async (server, warnings) => {
      const holder = new pg.Client({ connectionString: server.url });
      const other = new pg.Pool({ connectionString: server.url, max: 1 });
      const holderError = new Promise<Error>((resolve) => holder.on('error', resolve));
      try {
        await holder.connect();
        await holder.query('create table idle_holder (n int)');
        await holder.query('begin');
        await holder.query('insert into idle_holder values (1)');
        // The holder now waits on something else (another service over HTTP, say) inside its transaction.
        const started = Date.now();
        const { rows } = await other.query('select count(*)::int as n from idle_holder');
        expect(rows).toEqual([{ n: 0 }]);
        expect(Date.now() - started).toBeLessThan(5_000);
        expect((await holderError).message).toMatch(/idle-in-transaction timeout/);
        expect(warnings.join('\n')).toMatch(/held the session idle in a transaction/);
        // The connection is gone: its COMMIT cannot silently succeed outside the rolled-back transaction.
        await expect(holder.query('commit')).rejects.toThrow();
      } finally {
        await holder.end().catch(() => undefined);
        await other.end();
      }
    });
  }, 30_000);

  it('bounds the wait for a session that stays busy, with a clear error', async () => {
    await withServer({ idleInTransactionMs: 60_000, maxWaitMs: 300 }, async (server, warnings) => {
      const holder = new pg.Client({ connectionString: server.url });
      const waiter = new pg.Client({ connectionString: server.url });
      waiter.on('error', () => undefined);
      try {
        await holder.connect();
        await waiter.connect();
        await holder.query('begin');
        await expect(waiter.query('select 1')).rejects.toThrow(
          /waited 0.3 s for the shared embedded database/,
        );
        expect(warnings.join('\n')).toMatch(/waited 0.3 s for the session/);
        // The holder keeps its transaction.
        await holder.query('commit');
      } finally {
        await holder.end().catch(() => undefined);
        await waiter.end().catch(() => undefined);
      }
    });
  }, 30_000);

  it('frees the session and rolls back when a holder disconnects mid-transaction', async () => {
    await withServer({}, async (server) => {
      const holder = new pg.Client({ connectionString: server.url });
      const other = new pg.Pool({ connectionString: server.url, max: 1 });
      try {
        await holder.connect();
        await holder.query('create table gone_holder (n int)');
        await holder.query('begin');
        await holder.query('insert into gone_holder values (1)');
        const waiting = other.query('select count(*)::int as n from gone_holder');
        await holder.end();
        expect((await waiting).rows).toEqual([{ n: 0 }]);
      } finally {
        await other.end();
      }
    });
  }, 30_000);
});

describe('ReadyForQueryWatch', () => {
  const ready = (status: string) => Uint8Array.from([0x5a, 0, 0, 0, 5, status.charCodeAt(0)]);
  const parseComplete = Uint8Array.from([0x31, 0, 0, 0, 4]);

  it('sees the status of a final ReadyForQuery, even split across chunks', () => {
    const watch = new ReadyForQueryWatch();
    const answer = Buffer.concat([parseComplete, ready('T')]);
    for (const byte of answer) watch.feed(Uint8Array.of(byte));
    expect(watch.status).toBe('T');
    watch.feed(ready('I'));
    expect(watch.status).toBe('I');
  });

  it('is not fooled by a data row that ends like a ReadyForQuery', () => {
    const watch = new ReadyForQueryWatch();
    // DataRow ('D'), one column holding the bytes Z 0 0 0 5 I.
    const row = Buffer.from([0x44, 0, 0, 0, 16, 0, 1, 0, 0, 0, 6, 0x5a, 0, 0, 0, 5, 0x49]);
    watch.feed(row);
    expect(watch.status).toBeNull();
  });
});
