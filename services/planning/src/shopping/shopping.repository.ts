import { and, asc, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '@familyhub/server-kit';
import { shoppingItems, type PlanningSchema, type ShoppingItemRow } from '../schema';

export type NewShoppingItem = Omit<
  typeof shoppingItems.$inferInsert,
  'id' | 'familyId' | 'createdAt' | 'updatedAt'
>;
export type ShoppingItemChanges = Partial<
  Pick<ShoppingItemRow, 'name' | 'quantity' | 'category' | 'estimatedPrice' | 'status' | 'completed'>
>;

/** The list's keyset: where the last item shown sits in the order (bought or not, then id). */
export interface ShoppingKey {
  completed: boolean;
  id: number;
}

/** Rows after a key (none: from the first), at most `limit` of them. */
export interface ShoppingRange {
  after?: ShoppingKey;
  limit: number;
}

export function createShoppingRepository(db: Database<PlanningSchema>) {
  return {
    /**
     * Open items first, then bought ones; newest first within each group (ids grow with each item added), so
     * what was just added shows at the top and ticked items sink. After `after`, the keyset cursor.
     */
    async list(familyId: number, range: ShoppingRange): Promise<ShoppingItemRow[]> {
      const { after } = range;
      const afterKey =
        after === undefined
          ? undefined
          : after.completed
            ? and(eq(shoppingItems.completed, true), lt(shoppingItems.id, after.id))
            : or(
                eq(shoppingItems.completed, true),
                and(eq(shoppingItems.completed, false), lt(shoppingItems.id, after.id)),
              );
      return db
        .select()
        .from(shoppingItems)
        .where(and(eq(shoppingItems.familyId, familyId), afterKey))
        .orderBy(asc(shoppingItems.completed), desc(shoppingItems.id))
        .limit(range.limit);
    },

    /** The whole list's counts and the estimated total of the open items, in one read. */
    async totals(familyId: number): Promise<{ open: number; bought: number; openEstimatedTotal: number }> {
      const [row] = await db
        .select({
          open: sql<number>`count(*) filter (where not ${shoppingItems.completed})`.mapWith(Number),
          bought: sql<number>`count(*) filter (where ${shoppingItems.completed})`.mapWith(Number),
          openEstimatedTotal:
            sql<number>`coalesce(sum(${shoppingItems.estimatedPrice}) filter (where not ${shoppingItems.completed}), 0)`.mapWith(
              Number,
            ),
        })
        .from(shoppingItems)
        .where(eq(shoppingItems.familyId, familyId));
      return row;
    },

    async find(familyId: number, itemId: number): Promise<ShoppingItemRow | undefined> {
      const [row] = await db
        .select()
        .from(shoppingItems)
        .where(and(eq(shoppingItems.familyId, familyId), eq(shoppingItems.id, itemId)));
      return row;
    },

    async insert(familyId: number, values: NewShoppingItem): Promise<ShoppingItemRow> {
      const [row] = await db
        .insert(shoppingItems)
        .values({ ...values, familyId })
        .returning();
      return row;
    },

    async update(
      familyId: number,
      itemId: number,
      changes: ShoppingItemChanges,
    ): Promise<ShoppingItemRow | undefined> {
      const [row] = await db
        .update(shoppingItems)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(shoppingItems.familyId, familyId), eq(shoppingItems.id, itemId)))
        .returning();
      return row;
    },

    async remove(familyId: number, itemId: number): Promise<boolean> {
      const deleted = await db
        .delete(shoppingItems)
        .where(and(eq(shoppingItems.familyId, familyId), eq(shoppingItems.id, itemId)))
        .returning({ id: shoppingItems.id });
      return deleted.length > 0;
    },

    /** Deletes the family's bought items; answers how many went. */
    async removeCompleted(familyId: number): Promise<number> {
      const deleted = await db
        .delete(shoppingItems)
        .where(and(eq(shoppingItems.familyId, familyId), eq(shoppingItems.completed, true)))
        .returning({ id: shoppingItems.id });
      return deleted.length;
    },
  };
}
export type ShoppingRepository = ReturnType<typeof createShoppingRepository>;
