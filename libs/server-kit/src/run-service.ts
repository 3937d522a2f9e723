import { apiMessagesReady } from './api-messages';
import type { Express } from 'express';
import { openDatabase, type Database, type OpenDatabaseOptions } from './db';
import { createFieldCipher } from './crypto/field-cipher';
import { keepIdempotencyRecords } from './idempotency';
import { createJobRunner, registerJobRunner, type JobDefinition } from './jobs';
import { closeLiveEvents } from './live';
import { logger } from './logger';
import { metricsOf, watchDatabase } from './metrics';
import { runtimeMode } from './runtime-mode';
import { loadSecrets } from './secrets';
import { startTracing } from './tracing/tracing';
import { listen, servicePorts, type ServiceName } from './service';

/** What makes a service: its name, its database (schema + migrations), its Express app and its scheduled jobs. */
export interface ServiceDefinition<S extends Record<string, unknown>, A extends Express = Express> {
  name: ServiceName;
  /** The service's schema and migrations; `DATABASE_URL` (or the embedded PGlite) says where. */
  database: Omit<OpenDatabaseOptions<S>, 'url' | 'pgliteDir'>;
  /** `fieldKey` is FIELD_ENCRYPTION_KEY, for services whose repositories encrypt fields (crypto/field-cipher.ts). */
  createApp(options: { db: Database<S>; internalKey: string; fieldKey: string }): A;
  /**
   * The service's scheduled jobs: each runs exactly once across the service's instances (`createJobRunner`), and
   * the operator sees them at `GET /api/platform/admin/jobs`. `JOBS=off` leaves them to other instances.
   */
  jobs?(app: A): JobDefinition[];
}

/**
 * A service's `main.ts`: loads the secrets, opens and migrates its database, listens on `PORT` (default: its
 * port in `servicePorts`), starts its scheduled jobs, and on shutdown stops the jobs (waiting for runs under way),
 * drains live updates and closes the database. A failed start is logged and exits with 1. `/ready` pings the
 * database and `/metrics` reports its pool.
 */
export function runService<S extends Record<string, unknown>, A extends Express = Express>(
  options: ServiceDefinition<S, A>,
): void {
  const { name } = options;
  const start = async () => {
    // An unknown NODE_ENV or DEMO_MODE stops the start here, before anything reads it.
    runtimeMode();
    const { internalKey, fieldKey } = loadSecrets();
    // Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set; first, so the start's own queries are traced too.
    const tracing = await startTracing(name);
    const database = await openDatabase({
      ...options.database,
      url: process.env.DATABASE_URL,
      sharedSession: process.env.DATABASE_SHARED_SESSION === 'true',
    });
    const app = options.createApp({ db: database.db, internalKey, fieldKey });
    watchDatabase(app, database);
    keepIdempotencyRecords(app, {
      db: database.db as Database,
      schemaName: options.database.schemaName,
      cipher: createFieldCipher(fieldKey),
    });
    const jobs = options.jobs?.(app) ?? [];
    const runner =
      jobs.length > 0
        ? createJobRunner({
            db: database.db as Database,
            schemaName: options.database.schemaName,
            service: name,
            jobs,
            metrics: metricsOf(app)?.jobs,
          })
        : undefined;
    if (runner) registerJobRunner(name, runner);
    // The error sentences of every language are in before the first call (ADR 0023).
    await apiMessagesReady();
    await listen(app, Number(process.env.PORT ?? servicePorts[name]), name, async () => {
      await runner?.stop();
      await closeLiveEvents();
      await database.close();
      await tracing?.shutdown();
    });
    if (runner && process.env.JOBS !== 'off') runner.start();
  };
  start().catch((err: unknown) => {
    logger.child({ service: name }).fatal({ err }, `${name} failed to start`);
    process.exit(1);
  });
}
