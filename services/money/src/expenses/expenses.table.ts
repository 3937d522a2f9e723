import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BillFrequency } from '@familyhub/contracts';
import { budgetCategories } from '../budgets';
import { money } from '../pg-schema';

/** A household expense (spec 001 §3 expenses). */
export const expenses = money.table(
  'expenses',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    amountCents: integer('amount_cents').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    category: text('category'),
    paymentMethod: text('payment_method'),
    receiptImageUrl: text('receipt_image_url'),
    isRecurring: boolean('is_recurring').notNull().default(false),
    recurringFrequency: text('recurring_frequency').$type<BillFrequency>(),
    /** date|amount|title (lowercase): what a CSV import compares to skip duplicates. */
    duplicateKey: text('duplicate_key').notNull(),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Newest-first pages, date ranges, a month's totals and the export all read this index.
    index('expenses_family_id_date_id_idx').on(t.familyId, t.date, t.id),
    index('expenses_family_id_duplicate_key_idx').on(t.familyId, t.duplicateKey),
    check('expenses_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** An expense's part in one budget category (spec 001 §3): the pair is unique; the parts add up to the amount. */
export const expenseCategoryAllocations = money.table(
  'expense_category_allocations',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    expenseId: integer('expense_id')
      .notNull()
      .references(() => expenses.id, { onDelete: 'cascade' }),
    budgetCategoryId: integer('budget_category_id')
      .notNull()
      .references(() => budgetCategories.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    uniqueIndex('expense_category_allocations_pair_idx').on(t.expenseId, t.budgetCategoryId),
    index('expense_category_allocations_category_idx').on(t.budgetCategoryId),
    check('expense_category_allocations_amount_check', sql`${t.amountCents} > 0`),
  ],
);

export type ExpenseRow = typeof expenses.$inferSelect;
export type AllocationRow = typeof expenseCategoryAllocations.$inferSelect;
