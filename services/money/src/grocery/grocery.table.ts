import { sql } from 'drizzle-orm';
import { check, date, index, integer, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from '../pg-schema';

// created_by_id points at identity's users: another service's schema, so no foreign key.
/** One grocery budget per family and month (spec 001 §3 grocery_budgets); what was spent is summed from the trips. */
export const groceryBudgets = money.table(
  'grocery_budgets',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    month: integer('month').notNull(),
    year: integer('year').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One budget a month; also serves the newest-first history pages.
    uniqueIndex('grocery_budgets_family_id_year_month_idx').on(t.familyId, t.year, t.month),
    check('grocery_budgets_month_check', sql`${t.month} between 1 and 12`),
    check('grocery_budgets_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** A shopping trip (spec 001 §3 grocery_trips); its month's budget adds up the trips by date. */
export const groceryTrips = money.table(
  'grocery_trips',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    store: text('store').notNull(),
    totalAmountCents: integer('total_amount_cents').notNull(),
    budgetId: integer('budget_id').references(() => groceryBudgets.id, { onDelete: 'set null' }),
    /** `/api/money/files/<id>` of a receipt image of the same family. */
    receiptImageUrl: text('receipt_image_url'),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Newest-first pages and a month's sum both read this index only.
    index('grocery_trips_family_id_date_id_idx').on(t.familyId, t.date, t.id),
    check('grocery_trips_total_check', sql`${t.totalAmountCents} > 0`),
  ],
);

export type GroceryBudgetRow = typeof groceryBudgets.$inferSelect;
export type GroceryTripRow = typeof groceryTrips.$inferSelect;
