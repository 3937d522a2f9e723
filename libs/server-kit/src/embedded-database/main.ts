// The embedded default's one database process (ADR 0015): one PGlite at <FAMILYHUB_DATA_DIR>/pglite/shared, served
// over the PostgreSQL wire protocol on a loopback port. `npm start` runs it first and gives every service its URL as
// DATABASE_URL, so a service connects exactly as to a real PostgreSQL (node-postgres pool, its own schema).
//
// Environment: EMBEDDED_DB_PORT (4300), FAMILYHUB_DATA_DIR (./.data), EMBEDDED_DB_IDLE_IN_TRANSACTION_MS (15000),
// EMBEDDED_DB_MAX_WAIT_MS (30000), PGLITE_SHARED_BUFFERS (32MB).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { initialiseInChildProcess, markOwner, pgliteStartParams } from '../db';
import { logger } from '../logger';
import { dataDir } from '../secrets';
import { serveEmbeddedDatabase } from './server';

/** The shared database's folder under the data dir (`npm run backup` finds it like any embedded database). */
export const SHARED_DATABASE_DIR = 'shared';

const log = logger.child({ service: 'database' });

function numberFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a number, not "${process.env[name]}"`);
  return value;
}

async function main() {
  const dir = path.join(dataDir(), 'pglite', SHARED_DATABASE_DIR);
  mkdirSync(dir, { recursive: true });
  const started = performance.now();
  // initdb in a child process that exits: its ~800 MB of WebAssembly memory is not kept here (ADR 0015).
  await initialiseInChildProcess(dir, PGlite.defaultStartParams);
  const db = new PGlite(dir, { startParams: pgliteStartParams(PGlite.defaultStartParams) });
  await db.waitReady;
  const releaseOwner = markOwner(dir);
  const server = await serveEmbeddedDatabase({
    db,
    port: numberFromEnv('EMBEDDED_DB_PORT', 4300),
    idleInTransactionMs: numberFromEnv('EMBEDDED_DB_IDLE_IN_TRANSACTION_MS', 15_000),
    maxWaitMs: numberFromEnv('EMBEDDED_DB_MAX_WAIT_MS', 30_000),
    warn: (details, message) => log.warn(details, message),
  });
  log.info(
    { dir, port: server.port, ms: Math.round(performance.now() - started) },
    `embedded database ready on 127.0.0.1:${server.port}`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'closing the embedded database');
    await server.close();
    await db.close();
    releaseOwner();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err: unknown) => {
  log.fatal({ err }, 'the embedded database could not start');
  process.exit(1);
});
