// The embedded default's one database process (ADR 0015): one PGlite at <FAMILYHUB_DATA_DIR>/pglite/shared, served
// over the PostgreSQL wire protocol on a loopback port. `npm start` runs it first and gives every service its URL as
// DATABASE_URL, so a service connects exactly as to a real PostgreSQL (node-postgres pool, its own schema).
//
// Every connection proves the install's database password (secrets.json, or EMBEDDED_DB_PASSWORD) before it reaches
// PGlite, and the data files are the owner's alone (folders 700, files 600), like the secrets beside them.
//
// Environment: EMBEDDED_DB_PORT (4300), FAMILYHUB_DATA_DIR (./.data), EMBEDDED_DB_IDLE_IN_TRANSACTION_MS (15000),
// EMBEDDED_DB_MAX_WAIT_MS (30000), PGLITE_SHARED_BUFFERS (32MB), EMBEDDED_DB_PASSWORD (from secrets.json).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { initialiseInChildProcess, markOwner, pgliteStartParams } from '../db';
import { logger } from '../logger';
import { dataDir, embeddedDatabasePassword } from '../secrets';
import { createPrivateFilesOnly, keepPrivate } from './private-files';
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
  const password = embeddedDatabasePassword();
  // What PGlite creates from now on is the owner's alone (initdb's child inherits the umask; keepPrivate below).
  createPrivateFilesOnly();
  const dir = path.join(dataDir(), 'pglite', SHARED_DATABASE_DIR);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const started = performance.now();
  // initdb in a child process that exits: its ~800 MB of WebAssembly memory is not kept here (ADR 0015).
  await initialiseInChildProcess(dir, PGlite.defaultStartParams);
  // An older install's files, or initdb's, were created readable by everyone.
  keepPrivate(path.join(dataDir(), 'pglite'));
  const db = new PGlite(dir, { startParams: pgliteStartParams(PGlite.defaultStartParams) });
  await db.waitReady;
  const releaseOwner = markOwner(dir);
  const server = await serveEmbeddedDatabase({
    db,
    port: numberFromEnv('EMBEDDED_DB_PORT', 4300),
    idleInTransactionMs: numberFromEnv('EMBEDDED_DB_IDLE_IN_TRANSACTION_MS', 15_000),
    maxWaitMs: numberFromEnv('EMBEDDED_DB_MAX_WAIT_MS', 30_000),
    password,
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
