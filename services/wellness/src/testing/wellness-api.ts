import type { FamilyMemberReach } from '@familyhub/contracts';
import { familyMembersOf, type InternalCaller } from '@familyhub/server-kit';
import { setupServiceApi, type ServiceApi } from '@familyhub/server-kit/testing';
import { createApp, type WellnessApp } from '../app';
import type { WellnessAlerts } from '../clients/platform';
import { databaseOptions } from '../database';
import type { WellnessSchema } from '../schema';

export interface RecordedAlertCall {
  call: 'raise' | 'clear';
  caller: InternalCaller;
  body: Record<string, unknown>;
}

/** `app()` is the wellness app itself (its reminder round: `app().runReminders(now)`). */
export interface WellnessApi extends ServiceApi<WellnessSchema, 'wellness', WellnessApp> {
  /** The family directory identity would answer, per family id (tests fill it). */
  readonly families: Map<number, FamilyMemberReach[]>;
  /** Every alerts call made to planning, in order (empty it with `.length = 0`). */
  readonly alertCalls: RecordedAlertCall[];
  /** The service's clock; set `clock.now` to move it (null: the real time). */
  readonly clock: { now: Date | null };
}

export function reach(id: number, name: string, role: FamilyMemberReach['role']): FamilyMemberReach {
  return {
    id,
    name,
    role,
    canViewFinances: false,
    quietHours: { enabled: false, start: '22:00', end: '07:00' },
  };
}

/**
 * The wellness API on a fresh test database for one test file (server-kit's `setupServiceApi`), with identity's
 * member directory and planning's alerts replaced by recording fakes and a clock the test moves. Call it at the
 * top level of the file.
 */
export function setupWellnessApi(): WellnessApi {
  const families = new Map<number, FamilyMemberReach[]>();
  const alertCalls: RecordedAlertCall[] = [];
  const clock: { now: Date | null } = { now: null };
  const alerts: WellnessAlerts = {
    raise: async (caller, body) => {
      alertCalls.push({ call: 'raise', caller, body: body as Record<string, unknown> });
      return { alerts: [] };
    },
    clear: async (caller, body) => {
      alertCalls.push({ call: 'clear', caller, body: body as Record<string, unknown> });
      return { cleared: 0 };
    },
  };
  const base = setupServiceApi({
    name: 'wellness',
    database: databaseOptions,
    createApp: (options) =>
      createApp({
        ...options,
        alerts,
        members: familyMembersOf(async (caller) => families.get(caller.familyId) ?? []),
        now: () => clock.now ?? new Date(),
      }),
  });

  return { ...base, families, alertCalls, clock };
}
