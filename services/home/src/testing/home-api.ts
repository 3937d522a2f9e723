import type { FamilyMemberReach } from '@familyhub/contracts';
import type { Caller, InternalCaller } from '@familyhub/server-kit';
import { setupServiceApi } from '@familyhub/server-kit/testing';
import { createApp, type HomeApp } from '../app';
import { databaseOptions } from '../database';

export interface RecordedAlert {
  caller: InternalCaller;
  body: Record<string, unknown>;
}

export function reach(caller: Caller, name: string): FamilyMemberReach {
  return {
    id: caller.userId,
    name,
    role: caller.role,
    canViewFinances: false,
    quietHours: { enabled: false, start: '22:00', end: '07:00' },
  };
}

/**
 * The home API on a fresh test database (the shared harness), with identity's member directory, planning's alerts
 * and the clock replaced: `families` per family id, `alerts` recorded in order, `clock.now` moves time.
 */
export function setupHomeApi() {
  const families = new Map<number, FamilyMemberReach[]>();
  const alerts: RecordedAlert[] = [];
  const clock: { now: Date | null } = { now: null };
  let app: HomeApp | undefined;
  const api = setupServiceApi({
    name: 'home',
    database: databaseOptions,
    createApp: (options) => {
      app = createApp({
        ...options,
        members: async (caller) => families.get(caller.familyId) ?? [],
        alerts: {
          raise: async (caller, body) => {
            alerts.push({ caller, body: body as unknown as Record<string, unknown> });
            return { alerts: [] };
          },
        },
        now: () => clock.now ?? new Date(),
      });
      return app;
    },
  });
  return {
    ...api,
    families,
    alerts,
    clock,
    app(): HomeApp {
      if (!app) throw new Error('The home API is set up in beforeAll');
      return app;
    },
  };
}
