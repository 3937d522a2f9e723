import { sql } from 'drizzle-orm';
import { check, index, integer, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from '../pg-schema';

/** A month's household budget (spec 001 §3 budgets): one per family and month. */
export const budgets = money.table(
  'budgets',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    month: integer('month').notNull(),
    year: integer('year').notNull(),
    totalBudgetCents: integer('total_budget_cents').notNull(),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('budgets_family_id_year_month_idx').on(t.familyId, t.year, t.month),
    check('budgets_month_check', sql`${t.month} between 1 and 12`),
    check('budgets_total_check', sql`${t.totalBudgetCents} > 0`),
  ],
);

/** A budget's category (spec 001 §3 budget_categories); what was spent is summed from the allocations. */
export const budgetCategories = money.table(
  'budget_categories',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    budgetId: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    allocatedCents: integer('allocated_cents').notNull(),
    notes: text('notes'),
    color: text('color').notNull().default('#4F46E5'),
  },
  (t) => [
    index('budget_categories_family_id_budget_id_idx').on(t.familyId, t.budgetId),
    check('budget_categories_allocated_check', sql`${t.allocatedCents} >= 0`),
  ],
);

export type BudgetRow = typeof budgets.$inferSelect;
export type BudgetCategoryRow = typeof budgetCategories.$inferSelect;
