import type { Express } from 'express';
import type { LiveTopic } from '@familyhub/contracts';
import {
  createFieldCipher,
  createLiveEvents,
  createServiceApp,
  digestRouter,
  familyDataRouter,
  familyMembersClient,
  type Database,
  type FamilyMembers,
  type FileStorage,
  type LiveEvents,
} from '@familyhub/server-kit';
import {
  allowancesRouter,
  createAllowanceCreditsJob,
  createAllowancesRepository,
  createAllowancesService,
  forgetAllowancesOf,
} from './allowances';
import { createBillsRepository, createBillsService, billsRouter } from './bills';
import { createDigestRepository, moneyDigest } from './digest';
import { budgetsRouter, createBudgetsRepository, createBudgetsService } from './budgets';
import { platformFinanceAlerts, type FinanceAlerts } from './clients/finance-alerts';
import { homePoints, type HomePoints } from './clients/home-points';
import { createExpensesRepository, createExpensesService, expensesRouter } from './expenses';
import { createMoneyFiles } from './files';
import { createGroceryRepository, createGroceryService, groceryRouter } from './grocery';
import {
  createHouseholdSubscriptionsRepository,
  createHouseholdSubscriptionsService,
  householdSubscriptionsRouter,
} from './household-subscriptions';
import {
  createPointConversionsRepository,
  createPointConversionsService,
  pointConversionsRouter,
} from './point-conversions';
import type { MoneySchema } from './schema';
import { systemClock, type Clock } from './shared/access';

export interface MoneyAppOptions {
  db: Database<MoneySchema>;
  internalKey: string;
  /** FIELD_ENCRYPTION_KEY: bills' account numbers are stored encrypted under it. */
  fieldKey: string;
  /** Change notices for the family's open screens; one per process (tests pass their own). */
  live?: LiveEvents<LiveTopic<'money'>>;
  /** Where receipt images rest; default `fileStorageFromEnv()`. */
  fileStorage?: FileStorage;
  /** The clock of the budget year rule and the scheduled jobs (tests fix it). */
  clock?: Clock;
  /** Bill and subscription reminders; default planning's alerts through platformClients (tests pass a fake). */
  financeAlerts?: FinanceAlerts;
  /** Who is in a family (identity); tests pass their own. */
  members?: FamilyMembers;
  /** Home's points ledger (chore points into allowance); tests pass a fake. */
  homePoints?: HomePoints;
  /** Credit a new or changed allowance's paydays so far at once (`main.ts` does; most tests leave it off). */
  creditOnChange?: boolean;
}

/** The money service: grocery budget, bills, household subscriptions, allowances, the family's export and deletion. */
export interface MoneyApp extends Express {
  /** The allowance credits due up to today (the `allowance-credits` job in `main.ts`); how many it made. */
  creditAllowances(): Promise<number>;
  /** Points conversions left unsettled (a crash, home unreachable) cancelled on both sides; how many. */
  settlePointConversions(): Promise<number>;
  /** The `orphan-files` job: removes receipts no trip or expense has held for a day; how many. */
  sweepOrphanFiles(): Promise<number>;
}

export function createApp(options: MoneyAppOptions): MoneyApp {
  const live = options.live ?? createLiveEvents('money');
  const clock = options.clock ?? systemClock;
  const files = createMoneyFiles(options.db, options.fileStorage);
  const cipher = createFieldCipher(options.fieldKey);
  const alerts = options.financeAlerts ?? platformFinanceAlerts(options.internalKey);
  const grocery = createGroceryService({
    repository: createGroceryRepository(options.db),
    files,
    live,
    clock,
  });
  const bills = createBillsService({
    repository: createBillsRepository({ db: options.db, cipher }),
    alerts,
    live,
    clock,
  });
  const subscriptions = createHouseholdSubscriptionsService({
    repository: createHouseholdSubscriptionsRepository(options.db),
    alerts,
    live,
  });
  const budgets = createBudgetsService({ repository: createBudgetsRepository(options.db), live });
  const expenses = createExpensesService({
    repository: createExpensesRepository(options.db),
    budgets,
    files,
    live,
  });
  const allowancesRepository = createAllowancesRepository(options.db);
  const creditsJob = createAllowanceCreditsJob(allowancesRepository, live, clock);
  const allowances = createAllowancesService({
    repository: allowancesRepository,
    members: options.members ?? familyMembersClient(options.internalKey),
    live,
    clock,
    // With the jobs on, a new or changed allowance gets its paydays so far at once, not at the next tick.
    creditAllowance: options.creditOnChange ? creditsJob.creditOne : undefined,
  });
  const pointConversions = createPointConversionsService({
    repository: createPointConversionsRepository(options.db),
    allowances: allowancesRepository,
    home: options.homePoints ?? homePoints(options.internalKey),
    live,
    clock,
  });
  const app = createServiceApp({
    name: 'money',
    internalKey: options.internalKey,
    live,
    routes(app) {
      // identity's data export, family deletion and member removal: every money table, and the receipt files.
      app.use(
        familyDataRouter({
          db: options.db,
          schemaName: 'money',
          cipher,
          files: files.familyData,
          forgetMember: async (tx, familyId, memberId) => ({
            ...(await files.forgetMember(tx, familyId, memberId)),
            allowances: await forgetAllowancesOf(tx, familyId, memberId),
          }),
        }),
      );
      app.use(files.router());
      app.use(groceryRouter(grocery));
      app.use(billsRouter(bills));
      app.use(householdSubscriptionsRouter(subscriptions));
      // identity's family digest (issue #30): bills due and renewals, for those who see the family's finances.
      app.use(digestRouter(moneyDigest(createDigestRepository(options.db))));
      // Before the allowances router: `/api/allowances/points-rate` is not an allowance id.
      app.use(pointConversionsRouter(pointConversions));
      app.use(allowancesRouter(allowances));
      app.use(budgetsRouter(budgets));
      app.use(expensesRouter(expenses));
    },
  }) as MoneyApp;
  app.creditAllowances = () => creditsJob.run();
  app.settlePointConversions = () => pointConversions.settle();
  app.sweepOrphanFiles = () => files.sweepOrphans();
  return app;
}
