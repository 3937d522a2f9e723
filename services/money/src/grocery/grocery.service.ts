import { z } from 'zod';
import {
  BUDGET_YEAR_MESSAGE,
  budgetYearChoices,
  type createGroceryTripBody,
  type GroceryBudget,
  type GroceryBudgetPage,
  type groceryBudgetPageQuery,
  type GroceryTrip,
  type GroceryTripPage,
  type groceryTripPageQuery,
  type LiveTopic,
  type setGroceryBudgetBody,
} from '@familyhub/contracts';
import {
  badRequest,
  keysetCursor,
  mapPage,
  notFound,
  type Caller,
  type LiveEvents,
} from '@familyhub/server-kit';
import type { MoneyFiles } from '../files';
import { assertFinanceAccess, systemClock, type Clock } from '../shared/access';
import type { GroceryBudgetWithSpent, GroceryRepository } from './grocery.repository';
import type { GroceryTripRow } from './grocery.table';

type SetBudget = z.output<typeof setGroceryBudgetBody>;
type CreateTrip = z.output<typeof createGroceryTripBody>;
type BudgetPageQuery = z.output<typeof groceryBudgetPageQuery>;
type TripPageQuery = z.output<typeof groceryTripPageQuery>;

export const RECEIPT_NOT_FOUND = 'Receipt image not found: upload it again';
export const TRIP_BUDGET_MISMATCH = "The trip's date must be in its budget's month";

const budgetCursor = keysetCursor(
  z.object({ year: z.number().int(), month: z.number().int().min(1).max(12) }),
);
const tripCursor = keysetCursor(z.object({ date: z.iso.date(), id: z.number().int().positive() }));

export function toGroceryBudget(row: GroceryBudgetWithSpent): GroceryBudget {
  return {
    id: row.id,
    month: row.month,
    year: row.year,
    amountCents: row.amountCents,
    spentCents: row.spentCents,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toGroceryTrip(row: GroceryTripRow): GroceryTrip {
  return {
    id: row.id,
    date: row.date,
    store: row.store,
    totalAmountCents: row.totalAmountCents,
    budgetId: row.budgetId,
    receiptImageUrl: row.receiptImageUrl,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface GroceryServiceOptions {
  repository: GroceryRepository;
  files: Pick<MoneyFiles, 'findByUrl' | 'removeByUrl'>;
  live: Pick<LiveEvents<LiveTopic<'money'>>, 'publish'>;
  clock?: Clock;
}

/**
 * The grocery budget (spec 001 §2): admins and parents allowed to view finances set a budget per month and add
 * trips; children are kept out (they see only their allowance). Every change tells the family's open screens.
 */
export function createGroceryService({
  repository: repo,
  files,
  live,
  clock = systemClock,
}: GroceryServiceOptions) {
  const changed = (caller: Caller, ...topics: LiveTopic<'money'>[]) => {
    for (const topic of topics) live.publish(caller.familyId, topic);
  };

  return {
    async listBudgets(caller: Caller, query: BudgetPageQuery): Promise<GroceryBudgetPage> {
      assertFinanceAccess(caller);
      const after = budgetCursor.decode(query.cursor);
      const rows = await repo.listBudgets(caller.familyId, { after, limit: query.limit + 1 });
      const page = budgetCursor.page(rows, query.limit, (row) => ({ year: row.year, month: row.month }));
      return mapPage(page, toGroceryBudget);
    },

    /** Set Budget: the month's budget is created, or its amount changed when it already has one. */
    async setBudget(caller: Caller, body: SetBudget): Promise<{ budget: GroceryBudget; created: boolean }> {
      assertFinanceAccess(caller);
      if (!budgetYearChoices(clock()).includes(body.year)) throw badRequest(BUDGET_YEAR_MESSAGE);
      const { id, created } = await repo.upsertBudget(caller.familyId, {
        year: body.year,
        month: body.month,
        amountCents: body.amountCents,
        createdById: caller.userId,
      });
      await repo.linkTripsOfMonth(caller.familyId, id, body.year, body.month);
      const row = await repo.findBudget(caller.familyId, id);
      if (!row) throw notFound('Grocery budget');
      changed(caller, 'grocery-budgets');
      return { budget: toGroceryBudget(row), created };
    },

    async removeBudget(caller: Caller, budgetId: number): Promise<void> {
      assertFinanceAccess(caller);
      if (!(await repo.removeBudget(caller.familyId, budgetId))) throw notFound('Grocery budget');
      changed(caller, 'grocery-budgets', 'grocery-trips');
    },

    async listTrips(caller: Caller, query: TripPageQuery): Promise<GroceryTripPage> {
      assertFinanceAccess(caller);
      if ((query.year === undefined) !== (query.month === undefined))
        throw badRequest('Give both year and month, or neither');
      const after = tripCursor.decode(query.cursor);
      const rows = await repo.listTrips(caller.familyId, {
        month: query.year && query.month ? { year: query.year, month: query.month } : undefined,
        after,
        limit: query.limit + 1,
      });
      const page = tripCursor.page(rows, query.limit, (row) => ({ date: row.date, id: row.id }));
      return mapPage(page, toGroceryTrip);
    },

    /** Add Trip: linked to its month's budget; a receipt must be one of the family's uploaded receipt images. */
    async addTrip(caller: Caller, body: CreateTrip): Promise<GroceryTrip> {
      assertFinanceAccess(caller);
      const [year, month] = body.date.split('-').map(Number) as [number, number];
      const budgetOfMonth = await repo.findBudgetOfMonth(caller.familyId, year, month);
      if (body.budgetId != null) {
        const given = await repo.findBudget(caller.familyId, body.budgetId);
        if (!given) throw notFound('Grocery budget');
        if (given.id !== budgetOfMonth?.id) throw badRequest(TRIP_BUDGET_MISMATCH);
      }
      const receipt = body.receiptImageUrl || null;
      if (receipt && !(await files.findByUrl(caller.familyId, receipt, 'receipt')))
        throw badRequest(RECEIPT_NOT_FOUND);
      const row = await repo.insertTrip(caller.familyId, {
        date: body.date,
        store: body.store,
        totalAmountCents: body.totalAmountCents,
        budgetId: budgetOfMonth?.id ?? null,
        receiptImageUrl: receipt,
        createdById: caller.userId,
      });
      changed(caller, 'grocery-trips', 'grocery-budgets');
      return toGroceryTrip(row);
    },

    /** Deletes the trip and its receipt image. */
    async removeTrip(caller: Caller, tripId: number): Promise<void> {
      assertFinanceAccess(caller);
      const trip = await repo.findTrip(caller.familyId, tripId);
      if (!trip) throw notFound('Grocery trip');
      await repo.removeTrip(caller.familyId, tripId);
      if (trip.receiptImageUrl) await files.removeByUrl(caller.familyId, trip.receiptImageUrl);
      changed(caller, 'grocery-trips', 'grocery-budgets');
    },
  };
}
export type GroceryService = ReturnType<typeof createGroceryService>;
