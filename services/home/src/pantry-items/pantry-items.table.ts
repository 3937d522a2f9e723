import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { PantryCategory, PantryLocation } from '@familyhub/contracts';
import { home } from '../pg-schema';

/** `lower(name)` in the C collation: one btree serves both the name order and a `LIKE 'prefix%'` search. */
export const pantryNameKey = (name: unknown) => sql`lower(${name}) collate "C"`;

// family_id and created_by_id point at identity's rows, ingredient_id at meal planning's ingredients: no foreign
// keys for identity's; meal planning reads these columns (name, quantity + unit, expiry_date, ingredient_id) to
// subtract what the family holds, so their names stay as they are.
export const pantryItems = home.table(
  'pantry_items',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    name: text('name').notNull(),
    category: text('category').$type<PantryCategory>().notNull().default('other'),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull().default(1),
    unit: text('unit').notNull().default('pieces'),
    location: text('location').$type<PantryLocation>().notNull().default('pantry'),
    expiryDate: date('expiry_date', { mode: 'string' }),
    minQuantity: numeric('min_quantity', { precision: 12, scale: 3, mode: 'number' }),
    barcode: text('barcode'),
    lastPurchased: date('last_purchased', { mode: 'string' }),
    notes: text('notes'),
    ingredientId: integer('ingredient_id'),
    /** The expiry date the "expires tomorrow" alert was raised for (once per item and date). */
    expiryAlertedFor: date('expiry_alerted_for', { mode: 'string' }),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list by name and the prefix search (10,000 items answer in a few ms: bench/home.mjs).
    index('pantry_items_family_name_idx').on(t.familyId, pantryNameKey(t.name), t.id),
    // Expiring soon / expired, by date; and the daily alert job's "expires tomorrow" across families.
    index('pantry_items_family_expiry_idx').on(t.familyId, t.expiryDate, t.id),
    index('pantry_items_expiry_idx').on(t.expiryDate),
    // Low stock: only the items at or below their minimum are in it.
    index('pantry_items_family_low_idx')
      .on(t.familyId, pantryNameKey(t.name), t.id)
      .where(sql`${t.minQuantity} is not null and ${t.quantity} <= ${t.minQuantity}`),
    index('pantry_items_family_ingredient_idx').on(t.familyId, t.ingredientId),
    check('pantry_items_quantity_check', sql`${t.quantity} >= 0`),
    check('pantry_items_min_quantity_check', sql`${t.minQuantity} is null or ${t.minQuantity} >= 0`),
  ],
);
export type PantryItemRow = typeof pantryItems.$inferSelect;

/** What the family chose once for items ticked off the shopping list: ask, always add them, or never. */
export const pantrySettings = home.table('pantry_settings', {
  familyId: integer('family_id').primaryKey(),
  addBoughtItems: text('add_bought_items').$type<'ask' | 'always' | 'never'>().notNull().default('ask'),
  updatedById: integer('updated_by_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type PantrySettingsRow = typeof pantrySettings.$inferSelect;
