import { and, asc, eq, gt, gte, lte, or } from 'drizzle-orm';
import type { Database } from '@familyhub/server-kit';
import type { SchoolSchema } from '../schema';
import { schoolEvents as t, type SchoolEventRow } from './school-events.table';

export type NewSchoolEvent = Omit<typeof t.$inferInsert, 'id' | 'familyId' | 'createdAt'>;
export type SchoolEventChanges = Partial<Omit<NewSchoolEvent, 'createdById'>>;

export function createSchoolEventsRepository(db: Database<SchoolSchema>) {
  return {
    /** Events touching [from, to] (either end open), by start date then id, after the cursor. */
    async page(
      familyId: number,
      window: { from?: string; to?: string },
      after: { startDate: string; id: number } | null,
      limit: number,
    ): Promise<SchoolEventRow[]> {
      return db
        .select()
        .from(t)
        .where(
          and(
            eq(t.familyId, familyId),
            window.to ? lte(t.startDate, window.to) : undefined,
            window.from ? or(gte(t.startDate, window.from), gte(t.endDate, window.from)) : undefined,
            after
              ? or(
                  gt(t.startDate, after.startDate),
                  and(eq(t.startDate, after.startDate), gt(t.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(asc(t.startDate), asc(t.id))
        .limit(limit);
    },

    async find(familyId: number, id: number): Promise<SchoolEventRow | undefined> {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.familyId, familyId), eq(t.id, id)));
      return row;
    },

    async insert(familyId: number, values: NewSchoolEvent): Promise<SchoolEventRow> {
      const [row] = await db
        .insert(t)
        .values({ ...values, familyId })
        .returning();
      return row!;
    },

    async update(
      familyId: number,
      id: number,
      changes: SchoolEventChanges,
    ): Promise<SchoolEventRow | undefined> {
      const [row] = await db
        .update(t)
        .set(changes)
        .where(and(eq(t.familyId, familyId), eq(t.id, id)))
        .returning();
      return row;
    },

    async remove(familyId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(t)
        .where(and(eq(t.familyId, familyId), eq(t.id, id)))
        .returning({ id: t.id });
      return deleted.length > 0;
    },
  };
}
export type SchoolEventsRepository = ReturnType<typeof createSchoolEventsRepository>;
