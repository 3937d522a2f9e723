import { setupServiceApi, SERVICE_API_SETUP_TIMEOUT_MS } from '@familyhub/server-kit/testing';
import { createApp, type PlanningAppOptions } from '../app';
import { databaseOptions } from '../database';

// Booting PGlite (or creating a PostgreSQL database) can be slow on a loaded 2-core machine.
export const SETUP_TIMEOUT_MS = SERVICE_API_SETUP_TIMEOUT_MS;

/**
 * The planning API on a fresh test database for one test file: the shared service harness
 * (`setupServiceApi` of `@familyhub/server-kit/testing`) with planning's app. Call it at the top level of the file.
 */
export function setupPlanningApi(
  overrides: Pick<PlanningAppOptions, 'members' | 'doNotDisturb' | 'handOver' | 'notifyEvent'> = {},
) {
  return setupServiceApi({
    name: 'planning',
    database: databaseOptions,
    // Due alerts and notices are handed to nobody, and nobody is in me time, unless a test brings identity
    // (identityAlertHandOver, identityEventNotice) or wellness (wellnessDoNotDisturb): a unit test has neither.
    createApp: (options) =>
      createApp({
        handOver: async () => undefined,
        notifyEvent: async () => undefined,
        doNotDisturb: async () => null,
        ...options,
        ...overrides,
      }),
  });
}
export type PlanningApi = ReturnType<typeof setupPlanningApi>;
