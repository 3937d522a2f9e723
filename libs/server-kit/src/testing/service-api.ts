import type { Express } from 'express';
import type { DomainId, LiveTopic } from '@familyhub/contracts';
import type { Database, DatabaseHandle, OpenDatabaseOptions } from '../db';
import type { InternalCaller } from '../caller';
import { createFieldCipher } from '../crypto/field-cipher';
import { keepIdempotencyRecords } from '../idempotency';
import { createLiveEvents, type LiveEvents } from '../live/live-events';
import { signedClient, TEST_FIELD_KEY, TEST_INTERNAL_KEY } from './signed-client';
import { createTestDatabase } from './test-database';

// Booting PGlite (or creating a PostgreSQL database) can be slow on a loaded 2-core machine.
export const SERVICE_API_SETUP_TIMEOUT_MS = 120_000;

export interface ServiceApiOptions<
  S extends Record<string, unknown>,
  D extends DomainId,
  A extends Express = Express,
> {
  /** The domain the service serves (its live topics are the catalogue's for it). */
  name: D;
  /** The service's `databaseOptions` (schema and migrations). */
  database: Omit<OpenDatabaseOptions<S>, 'url' | 'pgliteDir'>;
  /** The service's `createApp`, given the test database, the test keys and the harness's live events. */
  createApp(options: {
    db: Database<S>;
    internalKey: string;
    fieldKey: string;
    live: LiveEvents<LiveTopic<D>>;
  }): A;
}

export interface ServiceApi<
  S extends Record<string, unknown>,
  D extends DomainId,
  A extends Express = Express,
> {
  /**
   * A client whose calls carry the caller signed as the gateway would sign it (null: no caller;
   * `{ service, familyId }`: another service acting for a family).
   */
  as(caller: InternalCaller | null): ReturnType<typeof signedClient>;
  /** The app's change notices to the families' open screens. */
  readonly live: LiveEvents<LiveTopic<D>>;
  /** The topics published to one family from now on, in order; empty it between tests with `.length = 0`. */
  recordPublished(familyId: number): string[];
  /** The test database (for a test that must look under the API, e.g. at stored ciphertext). */
  db(): Database<S>;
  /** The app itself (a test that runs one of its jobs). */
  app(): A;
}

/**
 * The service API tests' harness (docs/architecture.md "Settled patterns"): the service's app on a fresh test
 * database (PGlite in memory, or a throw-away PostgreSQL database when DATABASE_URL is set) for one test file.
 * Registers the beforeAll that builds it and the afterAll that closes it: call it at the top level of the file.
 */
export function setupServiceApi<
  S extends Record<string, unknown>,
  D extends DomainId,
  A extends Express = Express,
>(options: ServiceApiOptions<S, D, A>): ServiceApi<S, D, A> {
  const live = createLiveEvents(options.name);
  let database: DatabaseHandle<S> | undefined;
  let app: A | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(options.database);
    app = options.createApp({
      db: database.db,
      internalKey: TEST_INTERNAL_KEY,
      fieldKey: TEST_FIELD_KEY,
      live,
    });
    // As runService does: writes with an Idempotency-Key apply once.
    keepIdempotencyRecords(app, {
      db: database.db as Database,
      schemaName: options.database.schemaName,
      cipher: createFieldCipher(TEST_FIELD_KEY),
    });
  }, SERVICE_API_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await database?.close();
  }, SERVICE_API_SETUP_TIMEOUT_MS);

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) {
      throw new Error(`The ${options.name} API is set up in beforeAll: use it inside a test or hook`);
    }
    return value;
  };

  return {
    live,
    as: (caller) => signedClient(started(app), caller),
    app: () => started(app),
    db: () => started(database).db,
    recordPublished(familyId) {
      const topics: string[] = [];
      live.subscribe(familyId, ({ topic }) => topics.push(topic));
      return topics;
    },
  };
}
