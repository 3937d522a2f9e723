import { and, asc, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { combineQuantityText, type UpsertShoppingItemsAnswer } from '@familyhub/contracts';
import type { Database } from '@familyhub/server-kit';
import { shoppingItems, type PlanningSchema, type ShoppingItemRow } from '../schema';

export type NewShoppingItem = Omit<
  typeof shoppingItems.$inferInsert,
  'id' | 'familyId' | 'createdAt' | 'updatedAt'
>;
export type ShoppingItemChanges = Partial<
  Pick<ShoppingItemRow, 'name' | 'quantity' | 'category' | 'estimatedPrice' | 'status' | 'completed'>
>;

/** One item a domain wants on the list (the contract's item after parsing). */
export interface SourcedItem {
  sourceKey: string;
  name: string;
  quantity?: string | null;
  category?: string | null;
  fromRecipe: boolean;
  recipeId?: number | null;
}

/** The first key of the advisory lock that serialises a family's sourced upserts ('shop' in ASCII). */
const SOURCED_LOCK = 0x73686f70;

/** Names match with case and runs of spaces ignored ("Olive  oil" is "olive oil"). */
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

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

    /**
     * Puts a domain's items on the list (POST /internal/shopping-items): per item, the open item with its
     * source key is brought to the new quantity, else an open hand-added item of the same name takes the
     * source and adds the need to its own quantity, else a new item is added. One family at a time (an
     * advisory lock), so two generations at once cannot both add the same item.
     */
    async upsertSourced(
      familyId: number,
      domain: string,
      addedById: number | null,
      wanted: SourcedItem[],
    ): Promise<UpsertShoppingItemsAnswer['items']> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SOURCED_LOCK}, ${familyId})`);
        const open = await tx
          .select()
          .from(shoppingItems)
          .where(and(eq(shoppingItems.familyId, familyId), eq(shoppingItems.completed, false)))
          .orderBy(asc(shoppingItems.id));
        const bySource = new Map(
          open.filter((r) => r.sourceDomain === domain && r.sourceKey).map((r) => [r.sourceKey!, r]),
        );
        const byName = new Map<string, ShoppingItemRow>();
        for (const row of open)
          if (row.sourceKey === null && !byName.has(nameKey(row.name))) byName.set(nameKey(row.name), row);

        const answer: UpsertShoppingItemsAnswer['items'] = [];
        for (const item of wanted) {
          const keyed = bySource.get(item.sourceKey);
          const source = {
            // A person's spelling and category stay ("flour" merged with the recipe's "Flour").
            name: keyed && nameKey(keyed.name) === nameKey(item.name) ? keyed.name : item.name,
            category: keyed?.category ?? item.category ?? null,
            fromRecipe: item.fromRecipe,
            recipeId: item.recipeId ?? null,
            sourceDomain: domain,
            sourceKey: item.sourceKey,
          };
          if (keyed) {
            const quantity = combineQuantityText(keyed.baseQuantity, item.quantity);
            const same =
              keyed.quantity === quantity &&
              keyed.name === source.name &&
              keyed.category === source.category &&
              keyed.fromRecipe === source.fromRecipe &&
              keyed.recipeId === source.recipeId;
            if (!same)
              await tx
                .update(shoppingItems)
                .set({ ...source, quantity, updatedAt: new Date() })
                .where(and(eq(shoppingItems.familyId, familyId), eq(shoppingItems.id, keyed.id)));
            answer.push({
              sourceKey: item.sourceKey,
              id: keyed.id,
              outcome: same ? 'unchanged' : 'updated',
              quantity,
            });
            continue;
          }
          const handAdded = byName.get(nameKey(item.name));
          if (handAdded) {
            byName.delete(nameKey(item.name));
            const quantity = combineQuantityText(handAdded.quantity, item.quantity);
            await tx
              .update(shoppingItems)
              .set({
                ...source,
                name: handAdded.name,
                category: handAdded.category ?? source.category,
                baseQuantity: handAdded.quantity,
                quantity,
                updatedAt: new Date(),
              })
              .where(
                and(
                  eq(shoppingItems.familyId, familyId),
                  eq(shoppingItems.id, handAdded.id),
                  isNull(shoppingItems.sourceKey),
                ),
              );
            answer.push({ sourceKey: item.sourceKey, id: handAdded.id, outcome: 'merged', quantity });
            continue;
          }
          const quantity = item.quantity ?? null;
          const [row] = await tx
            .insert(shoppingItems)
            .values({ ...source, familyId, quantity, completed: false, addedById })
            .returning({ id: shoppingItems.id });
          answer.push({ sourceKey: item.sourceKey, id: row.id, outcome: 'added', quantity });
        }
        return answer;
      });
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
