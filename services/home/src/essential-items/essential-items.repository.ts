import { and, asc, eq, getTableColumns, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { keysetCursor, type Database } from '@familyhub/server-kit';
import type { HomeSchema } from '../schema';
import { essentialItems, essentialNameKey, type EssentialItemRow } from './essential-items.table';

export type NewEssentialItem = Omit<
  typeof essentialItems.$inferInsert,
  'id' | 'familyId' | 'createdAt' | 'updatedAt' | 'reorderedAt'
>;
export type EssentialItemChanges = Partial<Omit<NewEssentialItem, 'createdById'>>;

/** By name: the cursor carries the last item's lower-cased name and id. */
export const essentialCursor = keysetCursor(
  z.object({ n: z.string().max(400), id: z.number().int().positive() }).strict(),
);

export interface EssentialPageRequest {
  cursor?: string;
  limit: number;
  /** Only those at or below their reorder threshold. */
  low?: boolean;
}

const isLow = sql`${essentialItems.currentQuantity} <= ${essentialItems.reorderThreshold}`;

/** Every statement names the family: a row of another family is never read, changed or deleted. */
export function createEssentialItemsRepository(db: Database<HomeSchema>) {
  const ofFamily = (familyId: number, id: number) =>
    and(eq(essentialItems.familyId, familyId), eq(essentialItems.id, id));
  const nameKey = essentialNameKey(essentialItems.name);

  return {
    async list(
      familyId: number,
      { cursor, limit, low }: EssentialPageRequest,
    ): Promise<{ rows: EssentialItemRow[]; nextCursor: string | null }> {
      const after = essentialCursor.decode(cursor);
      const rows = await db
        .select({ ...getTableColumns(essentialItems), nameKey: sql<string>`${nameKey}` })
        .from(essentialItems)
        .where(
          and(
            eq(essentialItems.familyId, familyId),
            low ? isLow : undefined,
            after
              ? sql`(${nameKey}, ${essentialItems.id}) > (${after.n} collate "C", ${after.id})`
              : undefined,
          ),
        )
        .orderBy(asc(nameKey), asc(essentialItems.id))
        .limit(limit + 1);
      const page = essentialCursor.page(rows, limit, (row) => ({ n: row.nameKey, id: row.id }));
      return { rows: page.items, nextCursor: page.nextCursor };
    },

    async find(familyId: number, id: number): Promise<EssentialItemRow | undefined> {
      const [row] = await db.select().from(essentialItems).where(ofFamily(familyId, id));
      return row;
    },

    async insert(familyId: number, values: NewEssentialItem): Promise<EssentialItemRow> {
      const [row] = await db
        .insert(essentialItems)
        .values({ ...values, familyId })
        .returning();
      return row;
    },

    async update(
      familyId: number,
      id: number,
      changes: EssentialItemChanges,
    ): Promise<EssentialItemRow | undefined> {
      const [row] = await db
        .update(essentialItems)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(ofFamily(familyId, id))
        .returning();
      // Back above the threshold by hand: the next low puts it on the list again.
      if (row && row.reorderedAt && row.currentQuantity > row.reorderThreshold) {
        return this.clearReordered(familyId, id);
      }
      return row;
    },

    async clearReordered(familyId: number, id: number): Promise<EssentialItemRow | undefined> {
      const [row] = await db
        .update(essentialItems)
        .set({ reorderedAt: null })
        .where(ofFamily(familyId, id))
        .returning();
      return row;
    },

    async remove(familyId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(essentialItems)
        .where(ofFamily(familyId, id))
        .returning({ id: essentialItems.id });
      return deleted.length > 0;
    },

    /** More came in: stock up, restocked and bought today, the next reminder an interval away, reorder done. */
    async restock(familyId: number, id: number, quantity: number, today: string) {
      const [row] = await db
        .update(essentialItems)
        .set({
          currentQuantity: sql`least(${essentialItems.currentQuantity} + ${quantity}, 100000)`,
          lastRestocked: today,
          lastPurchased: today,
          nextReminderDate: sql`${today}::date + ${essentialItems.reminderIntervalDays}`,
          reorderedAt: null,
          updatedAt: sql`now()`,
        })
        .where(ofFamily(familyId, id))
        .returning();
      return row;
    },

    /** One used: down by one in one statement, never below 0; undefined when none was left. */
    async useOne(familyId: number, id: number): Promise<EssentialItemRow | undefined> {
      const [row] = await db
        .update(essentialItems)
        .set({
          currentQuantity: sql`greatest(${essentialItems.currentQuantity} - 1, 0)`,
          updatedAt: sql`now()`,
        })
        .where(and(ofFamily(familyId, id), sql`${essentialItems.currentQuantity} > 0`))
        .returning();
      return row;
    },

    /** Claims the reorder of a low, auto-reordering item: only one caller gets the row back. */
    async claimReorder(familyId: number, id: number): Promise<EssentialItemRow | undefined> {
      const [row] = await db
        .update(essentialItems)
        .set({ reorderedAt: sql`now()` })
        .where(
          and(
            ofFamily(familyId, id),
            eq(essentialItems.isAutoReorder, true),
            isLow,
            isNull(essentialItems.reorderedAt),
          ),
        )
        .returning();
      return row;
    },

    /** Gives a claim back when the shopping list could not take the item (the job tries again). */
    async releaseReorder(familyId: number, id: number): Promise<void> {
      await db.update(essentialItems).set({ reorderedAt: null }).where(ofFamily(familyId, id));
    },

    /** Low, auto-reordering items of every family whose reorder has not gone through (the job retries them). */
    async pendingReorders(limit: number): Promise<EssentialItemRow[]> {
      return db
        .select()
        .from(essentialItems)
        .where(and(eq(essentialItems.isAutoReorder, true), isLow, isNull(essentialItems.reorderedAt)))
        .orderBy(asc(essentialItems.id))
        .limit(limit);
    },

    /** Items of every family whose reminder date has come. */
    async dueReminders(today: string, limit: number): Promise<EssentialItemRow[]> {
      return db
        .select()
        .from(essentialItems)
        .where(lte(essentialItems.nextReminderDate, today))
        .orderBy(asc(essentialItems.nextReminderDate), asc(essentialItems.id))
        .limit(limit);
    },

    /** Moves the reminder on by its interval from `today`, if it still is `from` (two instances move it once). */
    async advanceReminder(familyId: number, id: number, from: string, today: string): Promise<boolean> {
      const moved = await db
        .update(essentialItems)
        .set({ nextReminderDate: sql`${today}::date + ${essentialItems.reminderIntervalDays}` })
        .where(and(ofFamily(familyId, id), eq(essentialItems.nextReminderDate, from)))
        .returning({ id: essentialItems.id });
      return moved.length > 0;
    },
  };
}
export type EssentialItemsRepository = ReturnType<typeof createEssentialItemsRepository>;
