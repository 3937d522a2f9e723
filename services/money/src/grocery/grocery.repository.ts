import { and, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '@familyhub/server-kit';
import type { MoneySchema } from '../schema';
import { groceryBudgets, groceryTrips, type GroceryBudgetRow, type GroceryTripRow } from './grocery.table';

/** A budget with what its month's trips add up to. */
export type GroceryBudgetWithSpent = GroceryBudgetRow & { spentCents: number };

/** The first day of a month and of the month after it, as YYYY-MM-DD. */
export function monthRange(year: number, month: number): { from: string; to: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { from: `${year}-${pad(month)}-01`, to: `${next.year}-${pad(next.month)}-01` };
}

// The sum of the budget's month's trips, in SQL (bigint: never a float, never a stale counter). Written with
// qualified names: drizzle leaves a lone table's columns unqualified, which inside the subquery would mean the trip's.
const spentOfBudget = sql<string>`coalesce((
  select sum(t.total_amount_cents) from "money"."grocery_trips" t
  where t.family_id = "money"."grocery_budgets"."family_id"
    and t.date >= make_date("money"."grocery_budgets"."year", "money"."grocery_budgets"."month", 1)
    and t.date < (make_date("money"."grocery_budgets"."year", "money"."grocery_budgets"."month", 1) + interval '1 month')::date
), 0)::bigint`;

const withSpent = (row: GroceryBudgetRow & { spent: string | number }): GroceryBudgetWithSpent => {
  const { spent, ...budget } = row;
  return { ...budget, spentCents: Number(spent) };
};

export function createGroceryRepository(db: Database<MoneySchema>) {
  const budgetColumns = {
    id: groceryBudgets.id,
    familyId: groceryBudgets.familyId,
    month: groceryBudgets.month,
    year: groceryBudgets.year,
    amountCents: groceryBudgets.amountCents,
    createdById: groceryBudgets.createdById,
    createdAt: groceryBudgets.createdAt,
    spent: spentOfBudget,
  };

  return {
    /** Newest month first, `limit` rows after the month `after` (exclusive). */
    async listBudgets(
      familyId: number,
      options: { after?: { year: number; month: number }; limit: number },
    ): Promise<GroceryBudgetWithSpent[]> {
      const { after } = options;
      const where = after
        ? and(
            eq(groceryBudgets.familyId, familyId),
            or(
              lt(groceryBudgets.year, after.year),
              and(eq(groceryBudgets.year, after.year), lt(groceryBudgets.month, after.month)),
            ),
          )
        : eq(groceryBudgets.familyId, familyId);
      const rows = await db
        .select(budgetColumns)
        .from(groceryBudgets)
        .where(where)
        .orderBy(desc(groceryBudgets.year), desc(groceryBudgets.month))
        .limit(options.limit);
      return rows.map(withSpent);
    },

    async findBudget(familyId: number, budgetId: number): Promise<GroceryBudgetWithSpent | undefined> {
      const [row] = await db
        .select(budgetColumns)
        .from(groceryBudgets)
        .where(and(eq(groceryBudgets.familyId, familyId), eq(groceryBudgets.id, budgetId)));
      return row && withSpent(row);
    },

    async findBudgetOfMonth(
      familyId: number,
      year: number,
      month: number,
    ): Promise<GroceryBudgetWithSpent | undefined> {
      const [row] = await db
        .select(budgetColumns)
        .from(groceryBudgets)
        .where(
          and(
            eq(groceryBudgets.familyId, familyId),
            eq(groceryBudgets.year, year),
            eq(groceryBudgets.month, month),
          ),
        );
      return row && withSpent(row);
    },

    /** Sets the month's budget: a new row, or the amount of the month's existing one (one budget a month). */
    async upsertBudget(
      familyId: number,
      values: { year: number; month: number; amountCents: number; createdById: number },
    ): Promise<{ id: number; created: boolean }> {
      const [row] = await db
        .insert(groceryBudgets)
        .values({ ...values, familyId })
        .onConflictDoUpdate({
          target: [groceryBudgets.familyId, groceryBudgets.year, groceryBudgets.month],
          set: { amountCents: values.amountCents },
        })
        .returning({ id: groceryBudgets.id, created: sql<boolean>`(xmax = 0)` });
      return row!;
    },

    /** Links the month's trips that have no budget yet to it (a budget set after its trips). */
    async linkTripsOfMonth(familyId: number, budgetId: number, year: number, month: number): Promise<void> {
      const { from, to } = monthRange(year, month);
      await db
        .update(groceryTrips)
        .set({ budgetId })
        .where(
          and(
            eq(groceryTrips.familyId, familyId),
            gte(groceryTrips.date, from),
            lt(groceryTrips.date, to),
            isNull(groceryTrips.budgetId),
          ),
        );
    },

    async removeBudget(familyId: number, budgetId: number): Promise<boolean> {
      const rows = await db
        .delete(groceryBudgets)
        .where(and(eq(groceryBudgets.familyId, familyId), eq(groceryBudgets.id, budgetId)))
        .returning({ id: groceryBudgets.id });
      return rows.length > 0;
    },

    /** Newest first (date, then id), optionally one month only, `limit` rows after `after` (exclusive). */
    async listTrips(
      familyId: number,
      options: {
        month?: { year: number; month: number };
        after?: { date: string; id: number };
        limit: number;
      },
    ): Promise<GroceryTripRow[]> {
      const conditions = [eq(groceryTrips.familyId, familyId)];
      if (options.month) {
        const { from, to } = monthRange(options.month.year, options.month.month);
        conditions.push(gte(groceryTrips.date, from), lt(groceryTrips.date, to));
      }
      if (options.after) {
        const { date, id } = options.after;
        conditions.push(
          or(lt(groceryTrips.date, date), and(eq(groceryTrips.date, date), lt(groceryTrips.id, id)))!,
        );
      }
      return db
        .select()
        .from(groceryTrips)
        .where(and(...conditions))
        .orderBy(desc(groceryTrips.date), desc(groceryTrips.id))
        .limit(options.limit);
    },

    async findTrip(familyId: number, tripId: number): Promise<GroceryTripRow | undefined> {
      const [row] = await db
        .select()
        .from(groceryTrips)
        .where(and(eq(groceryTrips.familyId, familyId), eq(groceryTrips.id, tripId)));
      return row;
    },

    async insertTrip(
      familyId: number,
      values: Omit<typeof groceryTrips.$inferInsert, 'id' | 'familyId' | 'createdAt'>,
    ): Promise<GroceryTripRow> {
      const [row] = await db
        .insert(groceryTrips)
        .values({ ...values, familyId })
        .returning();
      return row!;
    },

    async removeTrip(familyId: number, tripId: number): Promise<boolean> {
      const rows = await db
        .delete(groceryTrips)
        .where(and(eq(groceryTrips.familyId, familyId), eq(groceryTrips.id, tripId)))
        .returning({ id: groceryTrips.id });
      return rows.length > 0;
    },
  };
}
export type GroceryRepository = ReturnType<typeof createGroceryRepository>;
