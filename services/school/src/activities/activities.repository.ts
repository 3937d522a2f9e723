import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '@familyhub/server-kit';
import type { SchoolSchema } from '../schema';
import { extracurricularActivities as t, type ActivityRow } from './activities.table';

export type NewActivity = Omit<typeof t.$inferInsert, 'id' | 'familyId' | 'createdAt'>;
export type ActivityChanges = Partial<Omit<NewActivity, 'createdById'>>;

export function createActivitiesRepository(db: Database<SchoolSchema>) {
  return {
    /** By id; `visibleStudentIds` null: every student of the family. */
    async page(
      familyId: number,
      visibleStudentIds: number[] | null,
      afterId: number | null,
      limit: number,
    ): Promise<ActivityRow[]> {
      if (visibleStudentIds?.length === 0) return [];
      return db
        .select()
        .from(t)
        .where(
          and(
            eq(t.familyId, familyId),
            visibleStudentIds ? inArray(t.studentId, visibleStudentIds) : undefined,
            afterId === null ? undefined : gt(t.id, afterId),
          ),
        )
        .orderBy(asc(t.id))
        .limit(limit);
    },

    async find(familyId: number, id: number): Promise<ActivityRow | undefined> {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.familyId, familyId), eq(t.id, id)));
      return row;
    },

    async insert(familyId: number, values: NewActivity): Promise<ActivityRow> {
      const [row] = await db
        .insert(t)
        .values({ ...values, familyId })
        .returning();
      return row!;
    },

    async update(familyId: number, id: number, changes: ActivityChanges): Promise<ActivityRow | undefined> {
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
export type ActivitiesRepository = ReturnType<typeof createActivitiesRepository>;
