import {
  and,
  asc,
  eq,
  getTableColumns,
  gte,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { z } from 'zod';
import type { PantryFilter } from '@familyhub/contracts';
import { keysetCursor, type Database } from '@familyhub/server-kit';
import type { HomeSchema } from '../schema';
import {
  pantryItems,
  pantryNameKey,
  pantrySettings,
  type PantryItemRow,
  type PantrySettingsRow,
} from './pantry-items.table';

export type NewPantryItem = Omit<
  typeof pantryItems.$inferInsert,
  'id' | 'familyId' | 'createdAt' | 'updatedAt' | 'expiryAlertedFor'
>;
export type PantryItemChanges = Partial<Omit<NewPantryItem, 'createdById'>> & {
  /** Reset when the expiry date moves: the new date gets its own alert. */
  expiryAlertedFor?: string | null;
};

/** By name (all, low stock, a search): the cursor carries the last item's lower-cased name and id. */
export const pantryByNameCursor = keysetCursor(
  z.object({ n: z.string().max(400), id: z.number().int().positive() }).strict(),
);
/** By expiry date (expiring soon, expired): the last item's date and id. */
export const pantryByExpiryCursor = keysetCursor(
  z.object({ d: z.iso.date(), id: z.number().int().positive() }).strict(),
);

export interface PantryPageRequest {
  cursor?: string;
  limit: number;
  q?: string;
  filter: PantryFilter;
  /** The viewer's date (YYYY-MM-DD). */
  today: string;
  /** Expiring soon ends on this date (today + 3). */
  soonUntil: string;
}

/** The largest code point: `prefix || U+10FFFF` is above every name that starts with the prefix (C collation). */
const AFTER_PREFIX = '\u{10FFFF}';

/** Every statement names the family: a row of another family is never read, changed or deleted. */
export function createPantryItemsRepository(db: Database<HomeSchema>) {
  const ofFamily = (familyId: number, id: number) =>
    and(eq(pantryItems.familyId, familyId), eq(pantryItems.id, id));
  const nameKey = pantryNameKey(pantryItems.name);
  const columns = { ...getTableColumns(pantryItems), nameKey: sql<string>`${nameKey}` };
  // A prefix search as a range on the indexed key, so a generic (prepared) plan still uses the index.
  const startsWith = (q: string) =>
    and(
      sql`${nameKey} >= lower(${q}) collate "C"`,
      sql`${nameKey} < (lower(${q}) || ${AFTER_PREFIX}) collate "C"`,
    );
  const low = and(
    isNotNull(pantryItems.minQuantity),
    sql`${pantryItems.quantity} <= ${pantryItems.minQuantity}`,
  );

  return {
    async list(
      familyId: number,
      request: PantryPageRequest,
    ): Promise<{ rows: PantryItemRow[]; nextCursor: string | null }> {
      const { limit, q, filter } = request;
      const search = q ? startsWith(q) : undefined;
      if (filter === 'expiring' || filter === 'expired') {
        const after = pantryByExpiryCursor.decode(request.cursor);
        const range: SQL | undefined =
          filter === 'expiring'
            ? and(gte(pantryItems.expiryDate, request.today), lte(pantryItems.expiryDate, request.soonUntil))
            : lt(pantryItems.expiryDate, request.today);
        const rows = await db
          .select(columns)
          .from(pantryItems)
          .where(
            and(
              eq(pantryItems.familyId, familyId),
              range,
              search,
              after
                ? sql`(${pantryItems.expiryDate}, ${pantryItems.id}) > (${after.d}::date, ${after.id})`
                : undefined,
            ),
          )
          .orderBy(asc(pantryItems.expiryDate), asc(pantryItems.id))
          .limit(limit + 1);
        const page = pantryByExpiryCursor.page(rows, limit, (row) => ({
          d: row.expiryDate ?? '',
          id: row.id,
        }));
        return { rows: page.items, nextCursor: page.nextCursor };
      }
      const after = pantryByNameCursor.decode(request.cursor);
      const rows = await db
        .select(columns)
        .from(pantryItems)
        .where(
          and(
            eq(pantryItems.familyId, familyId),
            filter === 'low' ? low : undefined,
            search,
            after ? sql`(${nameKey}, ${pantryItems.id}) > (${after.n} collate "C", ${after.id})` : undefined,
          ),
        )
        .orderBy(asc(nameKey), asc(pantryItems.id))
        .limit(limit + 1);
      const page = pantryByNameCursor.page(rows, limit, (row) => ({ n: row.nameKey, id: row.id }));
      return { rows: page.items, nextCursor: page.nextCursor };
    },

    /** How many items each filter holds (the tabs' counts), for the viewer's date. */
    async counts(
      familyId: number,
      today: string,
      soonUntil: string,
    ): Promise<{ all: number; expiring: number; expired: number; low: number }> {
      const [row] = await db
        .select({
          all: sql<number>`count(*)::int`,
          expiring: sql<number>`(count(*) filter (where ${pantryItems.expiryDate} between ${today}::date and ${soonUntil}::date))::int`,
          expired: sql<number>`(count(*) filter (where ${pantryItems.expiryDate} < ${today}::date))::int`,
          low: sql<number>`(count(*) filter (where ${low}))::int`,
        })
        .from(pantryItems)
        .where(eq(pantryItems.familyId, familyId));
      return row;
    },

    async find(familyId: number, id: number): Promise<PantryItemRow | undefined> {
      const [row] = await db.select().from(pantryItems).where(ofFamily(familyId, id));
      return row;
    },

    /** What the family holds (quantity above 0), oldest first: meal planning subtracts it from a generated list. */
    async holdings(familyId: number): Promise<PantryItemRow[]> {
      return db
        .select()
        .from(pantryItems)
        .where(and(eq(pantryItems.familyId, familyId), sql`${pantryItems.quantity} > 0`))
        .orderBy(asc(pantryItems.id));
    },

    /** The items of this name (case ignored), the oldest first: where a bought item may be added. */
    async findByName(familyId: number, name: string): Promise<PantryItemRow[]> {
      return db
        .select()
        .from(pantryItems)
        .where(and(eq(pantryItems.familyId, familyId), sql`${nameKey} = lower(${name}) collate "C"`))
        .orderBy(asc(pantryItems.id))
        .limit(50);
    },

    /**
     * Adds a bought quantity, in the item's `unit`, in one statement (two purchases at once both count); nothing
     * when the item's unit changed meanwhile.
     */
    async topUp(
      familyId: number,
      id: number,
      unit: string,
      quantity: number,
      day: string,
    ): Promise<PantryItemRow | undefined> {
      const [row] = await db
        .update(pantryItems)
        .set({
          quantity: sql`least(${pantryItems.quantity} + ${quantity}, 1000000)`,
          lastPurchased: day,
          updatedAt: sql`now()`,
        })
        .where(and(ofFamily(familyId, id), eq(pantryItems.unit, unit)))
        .returning();
      return row;
    },

    async insert(familyId: number, values: NewPantryItem): Promise<PantryItemRow> {
      const [row] = await db
        .insert(pantryItems)
        .values({ ...values, familyId })
        .returning();
      return row;
    },

    async update(
      familyId: number,
      id: number,
      changes: PantryItemChanges,
    ): Promise<PantryItemRow | undefined> {
      const [row] = await db
        .update(pantryItems)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(ofFamily(familyId, id))
        .returning();
      return row;
    },

    async remove(familyId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(pantryItems)
        .where(ofFamily(familyId, id))
        .returning({ id: pantryItems.id });
      return deleted.length > 0;
    },

    /** Items of every family that expire on `day` and were not yet alerted for that date (the alert job). */
    async expiringUnalerted(day: string, limit: number): Promise<PantryItemRow[]> {
      return db
        .select()
        .from(pantryItems)
        .where(
          and(
            eq(pantryItems.expiryDate, day),
            or(isNull(pantryItems.expiryAlertedFor), ne(pantryItems.expiryAlertedFor, day)),
          ),
        )
        .orderBy(asc(pantryItems.familyId), asc(pantryItems.id))
        .limit(limit);
    },

    /** Notes that the alert for this item's expiry date went out (only if the date is still that one). */
    async markAlerted(familyId: number, id: number, day: string): Promise<void> {
      await db
        .update(pantryItems)
        .set({ expiryAlertedFor: day })
        .where(and(ofFamily(familyId, id), eq(pantryItems.expiryDate, day)));
    },

    async settings(familyId: number): Promise<PantrySettingsRow | undefined> {
      const [row] = await db.select().from(pantrySettings).where(eq(pantrySettings.familyId, familyId));
      return row;
    },

    async saveSettings(
      familyId: number,
      addBoughtItems: PantrySettingsRow['addBoughtItems'],
      updatedById: number,
    ): Promise<PantrySettingsRow> {
      const [row] = await db
        .insert(pantrySettings)
        .values({ familyId, addBoughtItems, updatedById })
        .onConflictDoUpdate({
          target: pantrySettings.familyId,
          set: { addBoughtItems, updatedById, updatedAt: sql`now()` },
        })
        .returning();
      return row;
    },
  };
}
export type PantryItemsRepository = ReturnType<typeof createPantryItemsRepository>;
