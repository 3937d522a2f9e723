import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '@familyhub/server-kit';
import type { MoneySchema } from '../schema';
import { budgetCategories, budgets, type BudgetCategoryRow, type BudgetRow } from './budgets.table';

export type CategoryWithSpent = BudgetCategoryRow & { spentCents: number };
export type NewBudget = Omit<typeof budgets.$inferInsert, 'id' | 'familyId' | 'createdAt'>;
export type NewBudgetCategory = Omit<typeof budgetCategories.$inferInsert, 'id' | 'familyId' | 'budgetId'>;

// The sum of the expense parts in the category (qualified names: see grocery.repository.ts).
const spent = sql<string>`coalesce((
  select sum(a.amount_cents) from "money"."expense_category_allocations" a
  where a.family_id = "money"."budget_categories"."family_id"
    and a.budget_category_id = "money"."budget_categories"."id"
), 0)::bigint`;

export function createBudgetsRepository(db: Database<MoneySchema>) {
  return {
    /** Newest month first. */
    async list(
      familyId: number,
      options: { after?: { year: number; month: number }; limit: number },
    ): Promise<BudgetRow[]> {
      const { after } = options;
      return db
        .select()
        .from(budgets)
        .where(
          and(
            eq(budgets.familyId, familyId),
            after
              ? or(
                  lt(budgets.year, after.year),
                  and(eq(budgets.year, after.year), lt(budgets.month, after.month)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(budgets.year), desc(budgets.month))
        .limit(options.limit);
    },

    async find(familyId: number, id: number): Promise<BudgetRow | undefined> {
      const [row] = await db
        .select()
        .from(budgets)
        .where(and(eq(budgets.familyId, familyId), eq(budgets.id, id)));
      return row;
    },

    /** The categories of some budgets with what was spent in each, by name. */
    async categoriesOf(familyId: number, budgetIds: number[]): Promise<CategoryWithSpent[]> {
      if (budgetIds.length === 0) return [];
      const rows = await db
        .select({
          id: budgetCategories.id,
          familyId: budgetCategories.familyId,
          budgetId: budgetCategories.budgetId,
          name: budgetCategories.name,
          allocatedCents: budgetCategories.allocatedCents,
          notes: budgetCategories.notes,
          color: budgetCategories.color,
          spent,
        })
        .from(budgetCategories)
        .where(and(eq(budgetCategories.familyId, familyId), inArray(budgetCategories.budgetId, budgetIds)))
        .orderBy(asc(budgetCategories.name), asc(budgetCategories.id));
      return rows.map(({ spent: s, ...row }) => ({ ...row, spentCents: Number(s) }));
    },

    /** The new budget's id, or null when the month has one. */
    async insert(familyId: number, values: NewBudget): Promise<number | null> {
      const [row] = await db
        .insert(budgets)
        .values({ ...values, familyId })
        .onConflictDoNothing({ target: [budgets.familyId, budgets.year, budgets.month] })
        .returning({ id: budgets.id });
      return row?.id ?? null;
    },

    async update(familyId: number, id: number, changes: Partial<NewBudget>): Promise<boolean> {
      const rows = await db
        .update(budgets)
        .set(changes)
        .where(and(eq(budgets.familyId, familyId), eq(budgets.id, id)))
        .returning({ id: budgets.id });
      return rows.length > 0;
    },

    async remove(familyId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(budgets)
        .where(and(eq(budgets.familyId, familyId), eq(budgets.id, id)))
        .returning({ id: budgets.id });
      return rows.length > 0;
    },

    async insertCategory(familyId: number, budgetId: number, values: NewBudgetCategory): Promise<number> {
      const [row] = await db
        .insert(budgetCategories)
        .values({ ...values, familyId, budgetId })
        .returning({ id: budgetCategories.id });
      return row!.id;
    },

    async updateCategory(
      familyId: number,
      budgetId: number,
      id: number,
      changes: Partial<NewBudgetCategory>,
    ): Promise<boolean> {
      const rows = await db
        .update(budgetCategories)
        .set(changes)
        .where(
          and(
            eq(budgetCategories.familyId, familyId),
            eq(budgetCategories.budgetId, budgetId),
            eq(budgetCategories.id, id),
          ),
        )
        .returning({ id: budgetCategories.id });
      return rows.length > 0;
    },

    async removeCategory(familyId: number, budgetId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(budgetCategories)
        .where(
          and(
            eq(budgetCategories.familyId, familyId),
            eq(budgetCategories.budgetId, budgetId),
            eq(budgetCategories.id, id),
          ),
        )
        .returning({ id: budgetCategories.id });
      return rows.length > 0;
    },

    /** How many of these category ids are the family's. */
    async countFamilyCategories(familyId: number, ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const [row] = await db
        .select({ n: sql<string>`count(*)` })
        .from(budgetCategories)
        .where(and(eq(budgetCategories.familyId, familyId), inArray(budgetCategories.id, ids)));
      return Number(row!.n);
    },
  };
}
export type BudgetsRepository = ReturnType<typeof createBudgetsRepository>;
