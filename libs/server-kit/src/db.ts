import path from 'node:path';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { logger } from './logger';
import type { PoolStats } from './metrics/metrics';
import { dataDir } from './secrets';
import { traceQueries } from './tracing/tracing';

export type Database<S extends Record<string, unknown> = Record<string, unknown>> = PgDatabase<
  PgQueryResultHKT,
  S
>;

export interface DatabaseHandle<S extends Record<string, unknown> = Record<string, unknown>> {
  db: Database<S>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** One trivial query: resolves while the database answers (the service's `/ready`). */
  ping(): Promise<void>;
  /** The pool's connections now (PostgreSQL); undefined for the embedded PGlite, which has no pool. */
  poolStats(): PoolStats | undefined;
}

export interface OpenDatabaseOptions<S extends Record<string, unknown>> {
  /** The Postgres schema this service owns; its migrations journal lives there too. */
  schemaName: string;
  schema: S;
  /** drizzle-kit's output folder (committed SQL). */
  migrationsFolder: string;
  /** PostgreSQL URL; when absent the embedded PGlite is used. */
  url?: string;
  /**
   * The server at `url` answers every connection from one session: the shared embedded database (ADR 0015;
   * `DATABASE_SHARED_SESSION=true`, set by start.mjs). Statements are then sent without their names (see
   * `withoutStatementNames`).
   */
  sharedSession?: boolean;
  /** PGlite directory; `memory` for a throw-away database. Default: .data/pglite/<schemaName>. */
  pgliteDir?: string | 'memory';
  /** For `memory`: a data-directory archive to start from instead of a new cluster (test databases, pglite-template.ts). */
  pgliteLoadDataDir?: Blob;
}

/** The rows of a raw `db.execute(sql…)` answer (PGlite and node-postgres both answer `{ rows }`). */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Most connections a service opens: `DB_POOL_SIZE`, else 4. Four keep a small machine's database busy without its
 * backends fighting the services for the cores: at 200 connections through the gateway on a 2-core machine, 4 a
 * service instead of 10 took the tail from p99 542 ms (6.7 × p50) to 289 ms (3.3 ×) at the same throughput (issue
 * #34, bench/README.md). A database on cores of its own takes more (deploy/k8s/config.yaml sets 10).
 */
export function poolSize(env: NodeJS.ProcessEnv = process.env): number {
  const size = Number(env.DB_POOL_SIZE);
  return Number.isInteger(size) && size > 0 ? size : 4;
}

/** Opens the service's database and applies its committed migrations. */
export async function openDatabase<S extends Record<string, unknown>>(
  options: OpenDatabaseOptions<S>,
): Promise<DatabaseHandle<S>> {
  const migrationConfig = {
    migrationsFolder: options.migrationsFolder,
    migrationsSchema: options.schemaName,
    migrationsTable: '__drizzle_migrations',
  };
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: poolSize() });
    if (options.sharedSession) withoutStatementNames(pool);
    // A restart, a failover or pg_terminate_backend ends idle connections (57P01): without a listener that
    // 'error' would crash the process. The pool has already dropped the client and opens a new one when needed.
    pool.on('error', (err) => {
      logger.warn({ err, schema: options.schemaName }, 'a database connection was closed by the server');
    });
    // Each statement a span of the request that made it, when tracing is on (server-kit tracing/).
    wrapQueries(pool, (query) => traceQueries(query, 'postgresql', options.schemaName));
    const db = drizzlePg(pool, { schema: options.schema });
    await migrateAlone(pool, options.schemaName, () => migratePg(db, migrationConfig));
    return {
      db: db as unknown as Database<S>,
      kind: 'postgres',
      close: () => pool.end(),
      ping: () => pingWith(db),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max ?? poolSize(),
      }),
    };
  }
  // Loaded only here: a service on a DATABASE_URL (the shared embedded database too) never needs PGlite's ~8 MB.
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
  let client: PGlite;
  let releaseOwner = () => undefined as void;
  if (options.pgliteDir === 'memory') {
    client = new PGlite({
      startParams: pgliteStartParams(PGlite.defaultStartParams),
      loadDataDir: options.pgliteLoadDataDir,
    });
  } else {
    const dir = options.pgliteDir ?? path.join(dataDir(), 'pglite', options.schemaName);
    mkdirSync(dir, { recursive: true });
    await initialiseInChildProcess(dir, PGlite.defaultStartParams);
    client = new PGlite(dir, { startParams: pgliteStartParams(PGlite.defaultStartParams) });
    releaseOwner = markOwner(dir);
  }
  tracePglite(client, options.schemaName);
  const db = drizzlePglite(client, { schema: options.schema });
  await migratePglite(db, migrationConfig);
  return {
    db: db as unknown as Database<S>,
    kind: 'pglite',
    close: async () => {
      await client.close();
      releaseOwner();
    },
    ping: () => pingWith(db),
    poolStats: () => undefined,
  };
}

/**
 * A repository may prepare its busiest statement by name (`.prepare('planning_tasks_page')`), so that PostgreSQL
 * parses and plans it once per connection. On a server whose connections share one session (the embedded
 * database) a name prepared on one connection already exists for the next, which then fails; there every statement
 * goes unnamed (parsed on each call, as any unprepared one).
 */
export function withoutStatementNames(pool: pg.Pool): void {
  wrapQueries(pool, unnamed);
}

type QueryCall = (...args: unknown[]) => unknown;

/**
 * Wraps every statement the pool sends. Each goes through a connection's `query`, the pool's own `pool.query`
 * included (it checks a connection out and calls it), so wrapping the connections' alone sees each one once.
 */
function wrapQueries(pool: pg.Pool, wrap: (query: QueryCall) => QueryCall): void {
  pool.on('connect', (connection) => {
    connection.query = wrap(connection.query.bind(connection) as QueryCall) as typeof connection.query;
  });
}

function unnamed(query: QueryCall): QueryCall {
  return (...args: unknown[]) => {
    const [config] = args;
    // A submittable (a cursor, a stream) is passed on as it is: it sends its own messages.
    if (config && typeof config === 'object' && 'name' in config && config.name && !('submit' in config))
      args[0] = { ...config, name: undefined };
    return query(...args);
  };
}

/** PGlite's statements as spans too: its own `query`, and the one a transaction hands out. */
function tracePglite(client: PGlite, schemaName: string) {
  client.query = traceQueries(
    client.query.bind(client) as never,
    'pglite',
    schemaName,
  ) as typeof client.query;
  const transaction = client.transaction.bind(client);
  client.transaction = ((run: Parameters<PGlite['transaction']>[0]) =>
    transaction((tx) => {
      tx.query = traceQueries(tx.query.bind(tx) as never, 'pglite', schemaName) as typeof tx.query;
      return run(tx);
    })) as PGlite['transaction'];
}

/**
 * PGlite's start parameters with a smaller buffer pool. PostgreSQL's default (128 MB of shared buffers) is sized for
 * a server; each embedded database lives in its service's own process, and a family's data is a few megabytes.
 * `PGLITE_SHARED_BUFFERS` (default 32MB) sets it. See bench/README.md "Memory" for what it saved.
 */
export function pgliteStartParams(defaultStartParams: readonly string[]): string[] {
  const sharedBuffers = process.env.PGLITE_SHARED_BUFFERS?.trim() || '32MB';
  if (!/^\d+(kB|MB|GB)$/.test(sharedBuffers)) {
    throw new Error(`PGLITE_SHARED_BUFFERS must be a size like 32MB, not "${sharedBuffers}"`);
  }
  return [...defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`];
}

/**
 * Creates a new embedded database (initdb) in a child process that then exits. initdb grows PGlite's WebAssembly
 * memory to ~800 MB, and WebAssembly memory never shrinks: done in the service itself, the first start would keep
 * that for the process's life. A worker thread was not enough: the service kept ~150 MB more than when it reopens an
 * existing directory (the allocator keeps what the thread freed). A process gives everything back when it exits;
 * the service then opens the ready directory (ADR 0015).
 */
export async function initialiseInChildProcess(
  dir: string,
  defaultStartParams: readonly string[],
): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  const source = `
    const { dir, startParams, pglite } = JSON.parse(process.env.FAMILYHUB_PGLITE_INIT);
    const { PGlite } = require(pglite);
    PGlite.create(dir, { startParams }).then((db) => db.close()).catch((err) => {
      console.error(err);
      process.exit(1);
    });
  `;
  const init = {
    dir,
    startParams: pgliteStartParams(defaultStartParams),
    pglite: require.resolve('@electric-sql/pglite'),
  };
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', source], {
      env: { ...process.env, FAMILYHUB_PGLITE_INIT: JSON.stringify(init) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(
              `creating the embedded database in ${dir} failed (${signal ?? code})${stderr ? `: ${stderr.trim()}` : ''}`,
            ),
          ),
    );
  });
}

async function pingWith(db: { execute(query: ReturnType<typeof sql>): Promise<unknown> }): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * Writes `<dir>.pid` (this process's id) beside an embedded database while it is open, so `npm run backup` can
 * tell a running platform from a stopped one (PGlite keeps no lock of its own). Returns the clean-up.
 */
export function markOwner(dir: string): () => void {
  const file = `${dir}.pid`;
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
}

/**
 * Several instances of a service starting together (a Deployment's replicas) would each apply the same migrations
 * at once and fail on "already exists": one at a time, under a session advisory lock per schema; the next finds
 * them applied.
 */
async function migrateAlone(pool: pg.Pool, schemaName: string, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  const key = `familyhub:migrate:${schemaName}`;
  try {
    await lock.query('select pg_advisory_lock(hashtext($1))', [key]);
    await migrate();
  } finally {
    await lock.query('select pg_advisory_unlock(hashtext($1))', [key]).catch(() => undefined);
    lock.release();
  }
}

/** SQLSTATE classes and socket errors that mean "the database is not there right now", not "this query is wrong". */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown (restart, pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovery)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
]);

/** True when a query failed because the database connection is gone or refused (answer 503, try again). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth += 1
  ) {
    if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
    if (
      typeof e.message === 'string' &&
      /Connection terminated|connection timeout|Client has encountered a connection error/i.test(e.message)
    ) {
      return true;
    }
    e = e.cause as typeof e;
  }
  return false;
}

/** True when Postgres rejected a row for a unique constraint. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
