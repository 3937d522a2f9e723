import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { raiseAlertsBody, type FamilyMemberReach } from '@familyhub/contracts';
import { diskStorage, familyMembersOf, type Caller, type InternalCaller } from '@familyhub/server-kit';
import { setupServiceApi } from '@familyhub/server-kit/testing';
import { createApp, type HomeApp } from '../app';
import type { HomeShoppingItem } from '../clients/platform';
import { databaseOptions } from '../database';

export interface RecordedAlert {
  caller: InternalCaller;
  body: Record<string, unknown>;
}

export interface RecordedShopping {
  caller: InternalCaller;
  items: HomeShoppingItem[];
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
 * and shopping list and the clock replaced: `families` per family id, `alerts` raised, `clearedAlerts` and
 * `shopping` recorded in order, `planning.down` makes the shopping list refuse, `clock.now` moves time.
 */
export function setupHomeApi() {
  const families = new Map<number, FamilyMemberReach[]>();
  const alerts: RecordedAlert[] = [];
  const clearedAlerts: RecordedAlert[] = [];
  const shopping: RecordedShopping[] = [];
  /** Set to make planning's shopping list refuse (as when planning is down). */
  const planning = { down: false };
  const clock: { now: Date | null } = { now: null };
  let app: HomeApp | undefined;
  // Uploaded photos rest in a folder of the test's own, removed after it.
  const folder = mkdtempSync(path.join(tmpdir(), 'fh-home-files-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const api = setupServiceApi({
    name: 'home',
    database: databaseOptions,
    createApp: (options) => {
      app = createApp({
        ...options,
        members: familyMembersOf(async (caller) => families.get(caller.familyId) ?? []),
        alerts: {
          raise: async (caller, body) => {
            // As planning would: a body outside the contract (a wording without its values) fails the test.
            raiseAlertsBody.parse({ domain: 'home', ...body });
            alerts.push({ caller, body: body as unknown as Record<string, unknown> });
            return { alerts: [] };
          },
          clear: async (caller, body) => {
            clearedAlerts.push({ caller, body: body as unknown as Record<string, unknown> });
            return { cleared: 0 };
          },
        },
        shopping: async (caller, items) => {
          if (planning.down) throw new Error('planning is down');
          shopping.push({ caller, items });
          return {
            items: items.map((item, id) => ({
              sourceKey: item.sourceKey,
              id: id + 1,
              outcome: 'added' as const,
              quantity: item.quantity ?? null,
            })),
          };
        },
        now: () => clock.now ?? new Date(),
        fileStorage: diskStorage(folder),
      });
      return app;
    },
  });
  return {
    ...api,
    families,
    alerts,
    clearedAlerts,
    shopping,
    planning,
    clock,
    app(): HomeApp {
      if (!app) throw new Error('The home API is set up in beforeAll');
      return app;
    },
  };
}
