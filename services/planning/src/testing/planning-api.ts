import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { diskStorage } from '@familyhub/server-kit';
import { setupServiceApi, SERVICE_API_SETUP_TIMEOUT_MS } from '@familyhub/server-kit/testing';
import { createApp, type PlanningApp, type PlanningAppOptions } from '../app';
import { databaseOptions } from '../database';

// Booting PGlite (or creating a PostgreSQL database) can be slow on a loaded 2-core machine.
export const SETUP_TIMEOUT_MS = SERVICE_API_SETUP_TIMEOUT_MS;

/**
 * The planning API on a fresh test database for one test file: the shared service harness
 * (`setupServiceApi` of `@familyhub/server-kit/testing`) with planning's app. Call it at the top level of the file.
 */
export function setupPlanningApi(
  overrides: Pick<
    PlanningAppOptions,
    'members' | 'doNotDisturb' | 'handOver' | 'notifyEvent' | 'speechToText'
  > = {},
) {
  // Message photos and voice notes rest in a folder of the test's own, removed after it.
  const folder = mkdtempSync(path.join(tmpdir(), 'fh-planning-files-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  let app: PlanningApp | undefined;
  const api = setupServiceApi({
    name: 'planning',
    database: databaseOptions,
    // Due alerts and notices are handed to nobody, and nobody is in me time, unless a test brings identity
    // (identityAlertHandOver, identityEventNotice) or wellness (wellnessDoNotDisturb): a unit test has neither.
    // No speech-to-text service unless the test starts one.
    createApp: (options) => {
      app = createApp({
        handOver: async () => undefined,
        notifyEvent: async () => undefined,
        doNotDisturb: async () => null,
        speechToText: null,
        fileStorage: diskStorage(folder),
        ...options,
        ...overrides,
      });
      return app;
    },
  });
  return {
    ...api,
    app(): PlanningApp {
      if (!app) throw new Error('The planning API is set up in beforeAll');
      return app;
    },
  };
}
export type PlanningApi = ReturnType<typeof setupPlanningApi>;
