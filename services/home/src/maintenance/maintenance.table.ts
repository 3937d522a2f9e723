import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { MaintenanceCategory, MaintenanceFrequency } from '@familyhub/contracts';
import { home } from '../pg-schema';

/** Spec 001 §3 maintenance_items; `remindedFor` is the due day the reminder job last raised an alert for. */
export const maintenanceItems = home.table(
  'maintenance_items',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    name: text('name').notNull(),
    category: text('category').$type<MaintenanceCategory>().notNull().default('other'),
    description: text('description'),
    frequency: text('frequency').$type<MaintenanceFrequency>().notNull().default('yearly'),
    lastCompleted: timestamp('last_completed', { withTimezone: true }),
    nextDue: date('next_due'),
    assignedToId: integer('assigned_to_id'),
    reminderDays: integer('reminder_days').notNull().default(7),
    estimatedCostCents: integer('estimated_cost_cents'),
    notes: text('notes'),
    isRecurring: boolean('is_recurring').notNull().default(true),
    remindedFor: date('reminded_for'),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's order: next due first, done one-offs last.
    index('maintenance_items_family_due_idx').on(
      t.familyId,
      sql`coalesce(${t.nextDue}, '9999-12-31'::date)`,
      t.id,
    ),
    // The reminder job's scan across families.
    index('maintenance_items_next_due_idx').on(t.nextDue),
    check('maintenance_items_reminder_days_check', sql`${t.reminderDays} between 0 and 90`),
    check('maintenance_items_cost_check', sql`${t.estimatedCostCents} >= 0`),
  ],
);

/** Each Mark Done: who, when, cost, notes. The item's name and category are copied so a deleted item's history stays. */
export const maintenanceLogs = home.table(
  'maintenance_logs',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    itemId: integer('item_id').references(() => maintenanceItems.id, { onDelete: 'set null' }),
    itemName: text('item_name').notNull(),
    category: text('category').$type<MaintenanceCategory>().notNull(),
    completedOn: date('completed_on').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    completedById: integer('completed_by_id'),
    costCents: integer('cost_cents'),
    notes: text('notes'),
  },
  (t) => [
    index('maintenance_logs_family_idx').on(t.familyId, t.completedOn, t.id),
    index('maintenance_logs_item_idx').on(t.itemId),
    check('maintenance_logs_cost_check', sql`${t.costCents} >= 0`),
  ],
);
