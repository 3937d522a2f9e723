import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { PackingCategory } from '@familyhub/contracts';
import { planning } from '../pg-schema';

// A family trip with its packing list and itinerary; created_by_id and assigned_to_id point at identity's users.
export const vacations = planning.table(
  'vacations',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    title: text('title').notNull(),
    destination: text('destination'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vacations_family_id_idx').on(t.familyId),
    check('vacations_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const vacationPackingItems = planning.table(
  'vacation_packing_items',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    vacationId: integer('vacation_id')
      .notNull()
      .references(() => vacations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').$type<PackingCategory>().notNull().default('clothing'),
    quantity: integer('quantity').notNull().default(1),
    isPacked: boolean('is_packed').notNull().default(false),
    assignedToId: integer('assigned_to_id'),
  },
  (t) => [
    index('vacation_packing_items_family_id_vacation_id_idx').on(t.familyId, t.vacationId),
    check('vacation_packing_items_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

export const vacationItineraryItems = planning.table(
  'vacation_itinerary_items',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    vacationId: integer('vacation_id')
      .notNull()
      .references(() => vacations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    date: date('date', { mode: 'string' }),
    location: text('location'),
    cost: numeric('cost', { precision: 10, scale: 2, mode: 'number' }),
    bookingReference: text('booking_reference'),
    bookingUrl: text('booking_url'),
    notes: text('notes'),
  },
  (t) => [index('vacation_itinerary_items_family_id_vacation_id_idx').on(t.familyId, t.vacationId)],
);

export type VacationRow = typeof vacations.$inferSelect;
export type PackingItemRow = typeof vacationPackingItems.$inferSelect;
export type ItineraryItemRow = typeof vacationItineraryItems.$inferSelect;
