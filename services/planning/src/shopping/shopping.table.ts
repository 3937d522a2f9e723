import { boolean, index, integer, numeric, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { planning } from '../pg-schema';

// added_by_id and recipe_id point at other services' rows (identity, meals): no foreign keys.
export const shoppingItems = planning.table(
  'shopping_items',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    name: text('name').notNull(),
    quantity: text('quantity'),
    completed: boolean('completed').notNull().default(false),
    status: text('status'),
    category: text('category'),
    estimatedPrice: numeric('estimated_price', { precision: 10, scale: 2, mode: 'number' }),
    fromRecipe: boolean('from_recipe').notNull().default(false),
    recipeId: integer('recipe_id'),
    addedById: integer('added_by_id'),
    // Put here by another domain (meal planning, essentials): which of its things this item stands for.
    sourceDomain: text('source_domain'),
    sourceKey: text('source_key'),
    // The quantity a person had written before a domain merged its need into the item; kept so that merging
    // again recomputes rather than adds twice.
    baseQuantity: text('base_quantity'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's order (open first, newest first) read straight off the index: no sort of the whole list.
    index('shopping_items_family_order_idx').on(t.familyId, t.completed, t.id.desc()),
    index('shopping_items_source_idx').on(t.familyId, t.sourceDomain, t.sourceKey),
  ],
);

export type ShoppingItemRow = typeof shoppingItems.$inferSelect;
