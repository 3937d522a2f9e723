import type { LiveTopic } from '@familyhub/contracts';
import {
  createLiveEvents,
  type DatabaseHandle,
  type InternalCaller,
  type LiveEvents,
} from '@familyhub/server-kit';
import {
  createTestDatabase,
  signedClient,
  TEST_FIELD_KEY,
  TEST_INTERNAL_KEY,
} from '@familyhub/server-kit/testing';
import type { Express } from 'express';
import { createApp } from '../app';
import { databaseOptions } from '../database';
import type { PlanningSchema } from '../schema';

// Booting PGlite (or creating a PostgreSQL database) can be slow on a loaded 2-core machine.
export const SETUP_TIMEOUT_MS = 120_000;

export interface PlanningApi {
  /** A client whose calls carry the caller signed as the gateway would sign it (null: no caller; `{ service, familyId }`: a service acting for a family). */
  as(caller: InternalCaller | null): ReturnType<typeof signedClient>;
  /** The app's change notices to the families' open screens. */
  readonly live: LiveEvents<LiveTopic<'planning'>>;
  /** The topics published to one family from now on, in order; empty it between tests with `.length = 0`. */
  recordPublished(familyId: number): string[];
}

/**
 * The planning API on a fresh test database for one test file: registers the beforeAll that builds it
 * and the afterAll that closes the database. Call it at the top level of the file.
 */
export function setupPlanningApi(): PlanningApi {
  const live = createLiveEvents('planning');
  let database: DatabaseHandle<PlanningSchema> | undefined;
  let app: Express | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(databaseOptions);
    app = createApp({ db: database.db, internalKey: TEST_INTERNAL_KEY, fieldKey: TEST_FIELD_KEY, live });
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await database?.close();
  }, SETUP_TIMEOUT_MS);

  return {
    live,
    as(caller) {
      if (!app) throw new Error('The planning API is set up in beforeAll: call `as` inside a test or hook');
      return signedClient(app, caller);
    },
    recordPublished(familyId) {
      const topics: string[] = [];
      live.subscribe(familyId, ({ topic }) => topics.push(topic));
      return topics;
    },
  };
}
