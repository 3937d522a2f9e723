import type { Express } from 'express';
import { openDatabase, type Database, type OpenDatabaseOptions } from './db';
import { closeLiveEvents } from './live';
import { logger } from './logger';
import { watchDatabase } from './metrics';
import { loadSecrets } from './secrets';
import { listen, servicePorts, type ServiceName } from './service';

/** What makes a service: its name, its database (schema + migrations) and its Express app. */
export interface ServiceDefinition<S extends Record<string, unknown>> {
  name: ServiceName;
  /** The service's schema and migrations; `DATABASE_URL` (or the embedded PGlite) says where. */
  database: Omit<OpenDatabaseOptions<S>, 'url' | 'pgliteDir'>;
  /** `fieldKey` is FIELD_ENCRYPTION_KEY, for services whose repositories encrypt fields (crypto/field-cipher.ts). */
  createApp(options: { db: Database<S>; internalKey: string; fieldKey: string }): Express;
}

/**
 * A service's `main.ts`: loads the secrets, opens and migrates its database, listens on `PORT` (default: its
 * port in `servicePorts`) and closes the database on shutdown. A failed start is logged and exits with 1. `/ready` pings the database and
 * `/metrics` reports its pool.
 */
export function runService<S extends Record<string, unknown>>(options: ServiceDefinition<S>): void {
  const { name } = options;
  const start = async () => {
    const { internalKey, fieldKey } = loadSecrets();
    const database = await openDatabase({ ...options.database, url: process.env.DATABASE_URL });
    const app = options.createApp({ db: database.db, internalKey, fieldKey });
    watchDatabase(app, database);
    await listen(app, Number(process.env.PORT ?? servicePorts[name]), name, async () => {
      await closeLiveEvents();
      await database.close();
    });
  };
  start().catch((err: unknown) => {
    logger.child({ service: name }).fatal({ err }, `${name} failed to start`);
    process.exit(1);
  });
}
