import { and, asc, count, desc, eq, gte, isNotNull, lte, or, sql, sum, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { MaintenanceCategory, Page } from '@familyhub/contracts';
import { keysetCursor, type Database } from '@familyhub/server-kit';
import type { HomeSchema } from '../schema';
import { maintenanceItems, maintenanceLogs } from './maintenance.table';

export type MaintenanceItemRow = typeof maintenanceItems.$inferSelect;
export type MaintenanceLogRow = typeof maintenanceLogs.$inferSelect;
export type MaintenanceItemValues = Omit<
  typeof maintenanceItems.$inferInsert,
  'id' | 'familyId' | 'createdById' | 'createdAt' | 'lastCompleted' | 'remindedFor'
>;

/** A done one-off (no next due) sorts after every due day. */
const NEVER = '9999-12-31';
const dueKey = sql<string>`coalesce(${maintenanceItems.nextDue}, ${NEVER}::date)`;

/** The list's order: next due, then id. */
export const itemCursor = keysetCursor(z.object({ due: z.iso.date(), id: z.number().int().positive() }));
/** The history's order: newest day first, then newest entry. */
export const historyCursor = keysetCursor(z.object({ on: z.iso.date(), id: z.number().int().positive() }));

export interface HistoryFilter {
  itemId?: number;
  category?: MaintenanceCategory;
  completedById?: number;
  from?: string;
  to?: string;
}

type Tx = Database<HomeSchema>;

/** Every statement names the family (the reminder scan reads across families and says so). */
export function createMaintenanceRepository(db: Database<HomeSchema>) {
  const itemOf = (familyId: number, id: number) =>
    and(eq(maintenanceItems.familyId, familyId), eq(maintenanceItems.id, id));

  function historyWhere(familyId: number, filter: HistoryFilter): SQL | undefined {
    return and(
      eq(maintenanceLogs.familyId, familyId),
      filter.itemId ? eq(maintenanceLogs.itemId, filter.itemId) : undefined,
      filter.category ? eq(maintenanceLogs.category, filter.category) : undefined,
      filter.completedById ? eq(maintenanceLogs.completedById, filter.completedById) : undefined,
      filter.from ? gte(maintenanceLogs.completedOn, filter.from) : undefined,
      filter.to ? lte(maintenanceLogs.completedOn, filter.to) : undefined,
    );
  }

  return {
    async list(
      familyId: number,
      { cursor, limit, category }: { cursor?: string; limit: number; category?: MaintenanceCategory },
    ): Promise<Page<MaintenanceItemRow>> {
      const after = itemCursor.decode(cursor);
      const rows = await db
        .select()
        .from(maintenanceItems)
        .where(
          and(
            eq(maintenanceItems.familyId, familyId),
            category ? eq(maintenanceItems.category, category) : undefined,
            after
              ? or(
                  sql`${dueKey} > ${after.due}::date`,
                  and(sql`${dueKey} = ${after.due}::date`, sql`${maintenanceItems.id} > ${after.id}`),
                )
              : undefined,
          ),
        )
        .orderBy(asc(dueKey), asc(maintenanceItems.id))
        .limit(limit + 1);
      return itemCursor.page(rows, limit, (row) => ({ due: row.nextDue ?? NEVER, id: row.id }));
    },

    async find(familyId: number, id: number): Promise<MaintenanceItemRow | undefined> {
      const [row] = await db.select().from(maintenanceItems).where(itemOf(familyId, id));
      return row;
    },

    async insert(familyId: number, values: MaintenanceItemValues, by: number): Promise<MaintenanceItemRow> {
      const [row] = await db
        .insert(maintenanceItems)
        .values({ ...values, familyId, createdById: by })
        .returning();
      return row;
    },

    /** A changed due day may be reminded about again. */
    async update(
      familyId: number,
      id: number,
      values: Partial<MaintenanceItemValues>,
    ): Promise<MaintenanceItemRow | undefined> {
      const [row] = await db
        .update(maintenanceItems)
        .set({ ...values, ...(values.nextDue !== undefined ? { remindedFor: null } : {}) })
        .where(itemOf(familyId, id))
        .returning();
      return row;
    },

    async remove(familyId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(maintenanceItems)
        .where(itemOf(familyId, id))
        .returning({ id: maintenanceItems.id });
      return rows.length > 0;
    },

    /** Mark Done: the history entry and the item's new last completed and next due, in one transaction. */
    async complete(
      familyId: number,
      item: MaintenanceItemRow,
      done: {
        completedOn: string;
        at: Date;
        by: number;
        costCents: number | null;
        notes: string | null;
        /** The item's new last completed and next due; null when an older Mark Done is only recorded. */
        moveTo: { lastCompleted: Date; nextDue: string | null } | null;
      },
    ): Promise<{ item: MaintenanceItemRow; entry: MaintenanceLogRow } | undefined> {
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Tx;
        const [updated] = done.moveTo
          ? await tx
              .update(maintenanceItems)
              .set({ ...done.moveTo, remindedFor: null })
              .where(itemOf(familyId, item.id))
              .returning()
          : await tx.select().from(maintenanceItems).where(itemOf(familyId, item.id)).for('update');
        if (!updated) return undefined;
        const [entry] = await tx
          .insert(maintenanceLogs)
          .values({
            familyId,
            itemId: item.id,
            itemName: item.name,
            category: item.category,
            completedOn: done.completedOn,
            completedAt: done.at,
            completedById: done.by,
            costCents: done.costCents,
            notes: done.notes,
          })
          .returning();
        return { item: updated, entry };
      });
    },

    async history(
      familyId: number,
      { cursor, limit, ...filter }: HistoryFilter & { cursor?: string; limit: number },
    ): Promise<Page<MaintenanceLogRow>> {
      const after = historyCursor.decode(cursor);
      const rows = await db
        .select()
        .from(maintenanceLogs)
        .where(
          and(
            historyWhere(familyId, filter),
            after
              ? or(
                  sql`${maintenanceLogs.completedOn} < ${after.on}::date`,
                  and(eq(maintenanceLogs.completedOn, after.on), sql`${maintenanceLogs.id} < ${after.id}`),
                )
              : undefined,
          ),
        )
        .orderBy(desc(maintenanceLogs.completedOn), desc(maintenanceLogs.id))
        .limit(limit + 1);
      return historyCursor.page(rows, limit, (row) => ({ on: row.completedOn, id: row.id }));
    },

    /** How many entries the filters match and what they cost, over the whole history (not one page). */
    async historyTotals(
      familyId: number,
      filter: HistoryFilter,
    ): Promise<{ count: number; costCents: number }> {
      const [row] = await db
        .select({ count: count(), costCents: sum(maintenanceLogs.costCents) })
        .from(maintenanceLogs)
        .where(historyWhere(familyId, filter));
      return { count: Number(row?.count ?? 0), costCents: Number(row?.costCents ?? 0) };
    },

    /**
     * Across every family: items whose reminder window has opened by `today` (next due minus reminder days) and
     * that were not yet reminded about for this due day, oldest due first.
     */
    async dueForReminder(today: string, limit: number): Promise<MaintenanceItemRow[]> {
      return db
        .select()
        .from(maintenanceItems)
        .where(
          and(
            isNotNull(maintenanceItems.nextDue),
            lte(maintenanceItems.nextDue, sql`${today}::date + 90`),
            sql`${maintenanceItems.nextDue} - ${maintenanceItems.reminderDays} <= ${today}::date`,
            sql`${maintenanceItems.remindedFor} is distinct from ${maintenanceItems.nextDue}`,
          ),
        )
        .orderBy(asc(maintenanceItems.nextDue), asc(maintenanceItems.id))
        .limit(limit);
    },

    /** Records that the reminder for `due` was raised (only while the item is still due that day). */
    async markReminded(familyId: number, id: number, due: string): Promise<void> {
      await db
        .update(maintenanceItems)
        .set({ remindedFor: due })
        .where(and(itemOf(familyId, id), eq(maintenanceItems.nextDue, due)));
    },
  };
}
export type MaintenanceRepository = ReturnType<typeof createMaintenanceRepository>;
