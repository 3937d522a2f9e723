import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { EssentialCategory } from '@familyhub/contracts';
import { home } from '../pg-schema';

/** `lower(name)` in the C collation: the list's order key. */
export const essentialNameKey = (name: unknown) => sql`lower(${name}) collate "C"`;

// family_id and created_by_id point at identity's rows: another service's schema, so no foreign keys.
export const essentialItems = home.table(
  'essential_items',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    name: text('name').notNull(),
    category: text('category').$type<EssentialCategory>().notNull().default('other'),
    currentQuantity: numeric('current_quantity', { precision: 12, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
    unit: text('unit').notNull().default('pieces'),
    reorderThreshold: numeric('reorder_threshold', { precision: 12, scale: 3, mode: 'number' })
      .notNull()
      .default(1),
    estimatedDurationDays: integer('estimated_duration_days'),
    reminderIntervalDays: integer('reminder_interval_days').notNull().default(30),
    nextReminderDate: date('next_reminder_date', { mode: 'string' }),
    isAutoReorder: boolean('is_auto_reorder').notNull().default(false),
    lastPurchased: date('last_purchased', { mode: 'string' }),
    lastRestocked: date('last_restocked', { mode: 'string' }),
    notes: text('notes'),
    /** When auto-reorder put it on the shopping list; cleared by a restock, so it is put there once per low. */
    reorderedAt: timestamp('reordered_at', { withTimezone: true }),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('essential_items_family_name_idx').on(t.familyId, essentialNameKey(t.name), t.id),
    // The reminder job: what is due across families.
    index('essential_items_next_reminder_idx').on(t.nextReminderDate),
    check('essential_items_quantity_check', sql`${t.currentQuantity} >= 0`),
    check('essential_items_threshold_check', sql`${t.reorderThreshold} >= 0`),
    check('essential_items_reminder_check', sql`${t.reminderIntervalDays} between 1 and 3650`),
  ],
);
export type EssentialItemRow = typeof essentialItems.$inferSelect;
