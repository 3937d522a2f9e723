import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { wordedAlert, type AlertWording, type FamilyMemberReach, type LiveTopic } from '@familyhub/contracts';
import {
  createLiveEvents,
  diskStorage,
  familyMembersOf,
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
import { createApp, type MoneyApp, type MoneyAppOptions } from '../app';
import type { FinanceAlerts, FinanceReminder } from '../clients/finance-alerts';
import { databaseOptions } from '../database';
import type { MoneySchema } from '../schema';

// Booting PGlite (or creating a PostgreSQL database) can be slow on a loaded 2-core machine.
export const SETUP_TIMEOUT_MS = 120_000;

/** 2026-11-23 12:00 UTC: the tests' "now". */
export const TEST_NOW = new Date('2026-11-23T12:00:00Z');

/** A member as a money test names them; identity's other fields take their defaults. */
export type TestMember = Pick<FamilyMemberReach, 'id' | 'name' | 'role'>;
const QUIET_REACH = {
  canViewFinances: false,
  quietHours: { enabled: false, start: '22:00', end: '07:00' },
} satisfies Omit<FamilyMemberReach, keyof TestMember>;

export interface MoneyApi {
  /** A client whose calls carry the caller signed as the gateway would sign it. */
  as(caller: InternalCaller | null): ReturnType<typeof signedClient>;
  readonly live: LiveEvents<LiveTopic<'money'>>;
  /** The topics published to one family from now on, in order; empty it between tests with `.length = 0`. */
  recordPublished(familyId: number): string[];
  /** The test database (for a second app on the same data, or a direct look). */
  database(): DatabaseHandle<MoneySchema>;
  /** The app itself, for its scheduled jobs (`settlePointConversions`, `creditAllowances`). */
  app(): MoneyApp;
  /** The clock the app reads; set `now.current` to move time. */
  readonly now: { current: Date };
  /** Every reminder raised and cleared through the (fake) platform alerts, in order. */
  readonly reminders: RecordedReminder[];
  /** The members the (fake) identity directory answers per family; set them in a test or hook. */
  readonly members: Map<number, TestMember[]>;
  /** Each family's currency as (fake) identity keeps it, for the reminders' amounts; USD when not set. */
  readonly currencies: Map<number, string>;
}

export type RecordedReminder =
  | ({
      kind: 'remind';
      familyId: number;
      title: string;
      description: string | null;
      wording: AlertWording;
    } & Omit<FinanceReminder, 'describe' | 'title'>)
  | ({ kind: 'clear'; familyId: number } & Parameters<FinanceAlerts['clear']>[1]);

/**
 * Finance alerts that only record what the service asked for (planning and identity are not running), with the
 * description written in the family's currency from `currencies` (identity's setting; USD when not set).
 */
export function recordingFinanceAlerts(
  reminders: RecordedReminder[],
  currencies: ReadonlyMap<number, string> = new Map(),
): FinanceAlerts {
  return {
    async remind(caller, { describe, title, ...reminder }) {
      const currency = currencies.get(caller.familyId) ?? 'USD';
      reminders.push({
        kind: 'remind',
        familyId: caller.familyId,
        ...reminder,
        ...wordedAlert(title, describe(currency)),
      });
    },
    async clear(caller, target) {
      reminders.push({ kind: 'clear', familyId: caller.familyId, ...target });
    },
  };
}

/**
 * The money API on a fresh test database (and a temporary file folder) for one test file: registers the
 * beforeAll that builds it and the afterAll that closes it. Call it at the top level of the file.
 */
export function setupMoneyApi(extra: Partial<MoneyAppOptions> = {}): MoneyApi {
  const live = createLiveEvents('money');
  const now = { current: TEST_NOW };
  const reminders: RecordedReminder[] = [];
  const members = new Map<number, TestMember[]>();
  const currencies = new Map<number, string>();
  const directory = familyMembersOf(async (caller) =>
    (members.get(caller.familyId) ?? []).map((member) => ({ ...QUIET_REACH, ...member })),
  );
  let handle: DatabaseHandle<MoneySchema> | undefined;
  let app: MoneyApp | undefined;
  let folder: string | undefined;

  beforeAll(async () => {
    handle = await createTestDatabase(databaseOptions);
    folder = mkdtempSync(path.join(tmpdir(), 'fh-money-files-'));
    app = createApp({
      db: handle.db,
      internalKey: TEST_INTERNAL_KEY,
      fieldKey: TEST_FIELD_KEY,
      live,
      fileStorage: diskStorage(folder),
      clock: () => now.current,
      financeAlerts: recordingFinanceAlerts(reminders, currencies),
      members: directory,
      ...extra,
    });
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await handle?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }, SETUP_TIMEOUT_MS);

  return {
    live,
    now,
    reminders,
    members,
    currencies,
    as(caller) {
      if (!app) throw new Error('The money API is set up in beforeAll: call `as` inside a test or hook');
      return signedClient(app, caller);
    },
    recordPublished(familyId) {
      const topics: string[] = [];
      live.subscribe(familyId, ({ topic }) => topics.push(topic));
      return topics;
    },
    app() {
      if (!app) throw new Error('The money API is set up in beforeAll');
      return app;
    },
    database() {
      if (!handle) throw new Error('The money API is set up in beforeAll');
      return handle;
    },
  };
}
