import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '@familyhub/server-kit';
import { shoppingItems, type PlanningSchema, type ShoppingItemRow } from '../schema';

export type NewShoppingItem = Omit<
  typeof shoppingItems.$inferInsert,
  'id' | 'familyId' | 'createdAt' | 'updatedAt'
>;
export type ShoppingItemChanges = Partial<
  Pick<ShoppingItemRow, 'name' | 'quantity' | 'category' | 'estimatedPrice' | 'status' | 'completed'>
>;

export interface Page {
  limit: number;
  offset: number;
}

export function createShoppingRepository(db: Database<PlanningSchema>) {
  return {
    /**
     * Open items first, then bought ones; newest first within each group, so what was just added shows at
     * the top and ticked items sink. The id breaks ties between rows created in the same instant.
     */
    async list(familyId: number, page: Page): Promise<ShoppingItemRow[]> {
      return db
        .select()
        .from(shoppingItems)
        .where(eq(shoppingItems.familyId, familyId))
        .orderBy(asc(shoppingItems.completed), desc(shoppingItems.createdAt), desc(shoppingItems.id))
        .limit(page.limit)
        .offset(page.offset);
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
