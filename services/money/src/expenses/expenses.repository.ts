import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { expenseDuplicateKey, type ExpenseFilters, type ExpenseTotals } from '@familyhub/contracts';
import type { Database } from '@familyhub/server-kit';
import type { MoneySchema } from '../schema';
import {
  expenseCategoryAllocations as allocations,
  expenses,
  type AllocationRow,
  type ExpenseRow,
} from './expenses.table';

export type ExpenseWithAllocations = ExpenseRow & {
  allocations: Pick<AllocationRow, 'budgetCategoryId' | 'amountCents'>[];
};
export type NewExpense = Omit<typeof expenses.$inferInsert, 'id' | 'familyId' | 'createdAt' | 'duplicateKey'>;
type Allocation = { budgetCategoryId: number; amountCents: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtersOf(familyId: number, filters: ExpenseFilters): SQL[] {
  const conditions: SQL[] = [eq(expenses.familyId, familyId)];
  if (filters.from) conditions.push(gte(expenses.date, filters.from));
  if (filters.to) conditions.push(lte(expenses.date, filters.to));
  if (filters.category) conditions.push(eq(expenses.category, filters.category));
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    conditions.push(or(ilike(expenses.title, pattern), ilike(expenses.description, pattern))!);
  }
  return conditions;
}

export function createExpensesRepository(db: Database<MoneySchema>) {
  /**
   * The expense's columns and its parts, in one statement: the parts come as a JSON array from a correlated subquery
   * (one index lookup per expense) rather than a second round trip.
   */
  const expenseWithParts = {
    ...getTableColumns(expenses),
    // Qualified by hand: in a one-table select Drizzle writes bare column names, which the subquery would take as its own.
    allocations: sql<ExpenseWithAllocations['allocations']>`coalesce((
      select json_agg(json_build_object('budgetCategoryId', part.budget_category_id, 'amountCents', part.amount_cents)
        order by part.id)
      from ${allocations} part
      where part.family_id = ${expenses}.family_id and part.expense_id = ${expenses}.id
    ), '[]'::json)`,
  };

  return {
    /** Newest first (date, then id) with the filters. */
    async list(
      familyId: number,
      filters: ExpenseFilters,
      options: { after?: { date: string; id: number }; limit: number },
    ): Promise<ExpenseWithAllocations[]> {
      const conditions = filtersOf(familyId, filters);
      if (options.after) {
        const { date, id } = options.after;
        conditions.push(or(lt(expenses.date, date), and(eq(expenses.date, date), lt(expenses.id, id)))!);
      }
      return db
        .select(expenseWithParts)
        .from(expenses)
        .where(and(...conditions))
        .orderBy(desc(expenses.date), desc(expenses.id))
        .limit(options.limit);
    },

    /** Oldest first, `limit` rows after (date, id): the export reads the range in batches. */
    async batchForExport(
      familyId: number,
      range: { from: string; to: string },
      after: { date: string; id: number } | null,
      limit: number,
    ): Promise<ExpenseRow[]> {
      const conditions = filtersOf(familyId, range);
      if (after)
        conditions.push(
          or(
            sql`${expenses.date} > ${after.date}`,
            and(eq(expenses.date, after.date), sql`${expenses.id} > ${after.id}`),
          )!,
        );
      return db
        .select()
        .from(expenses)
        .where(and(...conditions))
        .orderBy(asc(expenses.date), asc(expenses.id))
        .limit(limit);
    },

    /**
     * The range's total, by category and by month in one statement: GROUPING SETS aggregate the three from a single
     * scan of the range (the overall row first, then categories by amount, then months in order).
     */
    async totals(familyId: number, range: { from: string; to: string }): Promise<ExpenseTotals> {
      const category = sql<string | null>`coalesce(${expenses.category}, 'Uncategorised')`;
      const monthOf = sql<string | null>`to_char(${expenses.date}, 'YYYY-MM')`;
      const rows = await db
        .select({
          byCategory: sql<number>`grouping(${category})`,
          byMonth: sql<number>`grouping(${monthOf})`,
          category,
          month: monthOf,
          total: sql<string>`coalesce(sum(${expenses.amountCents}), 0)`,
          count: sql<string>`count(*)`,
        })
        .from(expenses)
        .where(and(...filtersOf(familyId, range)))
        .groupBy(sql`grouping sets ((), (${category}), (${monthOf}))`)
        .orderBy(
          sql`grouping(${category}) + grouping(${monthOf}) desc`,
          asc(monthOf),
          desc(sql`sum(${expenses.amountCents})`),
          asc(category),
        );
      // grouping() is 1 for a column the row is not grouped by: (1, 1) is the overall row.
      const overall = rows.find((r) => Number(r.byCategory) === 1 && Number(r.byMonth) === 1);
      return {
        totalCents: Number(overall?.total ?? 0),
        count: Number(overall?.count ?? 0),
        byCategory: rows
          .filter((r) => Number(r.byCategory) === 0)
          .map((r) => ({ category: r.category!, totalCents: Number(r.total) })),
        byMonth: rows
          .filter((r) => Number(r.byMonth) === 0)
          .map((r) => ({ month: r.month!, totalCents: Number(r.total) })),
      };
    },

    async find(familyId: number, id: number): Promise<ExpenseWithAllocations | undefined> {
      const [row] = await db
        .select(expenseWithParts)
        .from(expenses)
        .where(and(eq(expenses.familyId, familyId), eq(expenses.id, id)));
      return row;
    },

    async insert(familyId: number, values: NewExpense, parts: Allocation[]): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(expenses)
          .values({ ...values, familyId, duplicateKey: expenseDuplicateKey(values) })
          .returning({ id: expenses.id });
        if (parts.length > 0)
          await tx.insert(allocations).values(parts.map((p) => ({ ...p, familyId, expenseId: row!.id })));
        return row!.id;
      });
    },

    /** Changes the expense; `parts`, when given, replace its allocations, in one transaction. */
    async update(
      familyId: number,
      id: number,
      changes: Partial<NewExpense>,
      parts: Allocation[] | undefined,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(expenses)
          .where(and(eq(expenses.familyId, familyId), eq(expenses.id, id)));
        if (!current) return false;
        const next = { ...current, ...changes };
        await tx
          .update(expenses)
          .set({ ...changes, duplicateKey: expenseDuplicateKey(next) })
          .where(and(eq(expenses.familyId, familyId), eq(expenses.id, id)));
        if (parts) {
          await tx
            .delete(allocations)
            .where(and(eq(allocations.familyId, familyId), eq(allocations.expenseId, id)));
          if (parts.length > 0)
            await tx.insert(allocations).values(parts.map((p) => ({ ...p, familyId, expenseId: id })));
        }
        return true;
      });
    },

    async remove(familyId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(expenses)
        .where(and(eq(expenses.familyId, familyId), eq(expenses.id, id)))
        .returning({ id: expenses.id });
      return rows.length > 0;
    },

    /** How many of the family's expenses have each of these duplicate keys (keys none has are left out). */
    async storedDuplicateCounts(familyId: number, keys: string[]): Promise<Map<string, number>> {
      const found = new Map<string, number>();
      for (let i = 0; i < keys.length; i += 1000) {
        const rows = await db
          .select({ key: expenses.duplicateKey, count: sql<number>`count(*)::int` })
          .from(expenses)
          .where(
            and(eq(expenses.familyId, familyId), inArray(expenses.duplicateKey, keys.slice(i, i + 1000))),
          )
          .groupBy(expenses.duplicateKey);
        for (const row of rows) found.set(row.key, Number(row.count));
      }
      return found;
    },

    async insertMany(familyId: number, rows: (NewExpense & { createdById: number })[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (let i = 0; i < rows.length; i += 500) {
          await tx
            .insert(expenses)
            .values(
              rows.slice(i, i + 500).map((r) => ({ ...r, familyId, duplicateKey: expenseDuplicateKey(r) })),
            );
        }
      });
    },
  };
}
export type ExpensesRepository = ReturnType<typeof createExpensesRepository>;
