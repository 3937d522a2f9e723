import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '@familyhub/server-kit';
import type { SchoolSchema } from '../schema';
import { schools, type SchoolRow } from './schools.table';

export type NewSchool = Omit<typeof schools.$inferInsert, 'id' | 'familyId' | 'createdAt'>;
export type SchoolChanges = Partial<Omit<NewSchool, 'createdById'>>;

/** Every statement is scoped by the family id it is given first. */
export function createSchoolsRepository(db: Database<SchoolSchema>) {
  return {
    /** By id (the order they were added), after `afterId`. */
    async page(familyId: number, afterId: number | null, limit: number): Promise<SchoolRow[]> {
      return db
        .select()
        .from(schools)
        .where(and(eq(schools.familyId, familyId), afterId === null ? undefined : gt(schools.id, afterId)))
        .orderBy(asc(schools.id))
        .limit(limit);
    },

    async find(familyId: number, schoolId: number): Promise<SchoolRow | undefined> {
      const [row] = await db
        .select()
        .from(schools)
        .where(and(eq(schools.familyId, familyId), eq(schools.id, schoolId)));
      return row;
    },

    async insert(familyId: number, values: NewSchool): Promise<SchoolRow> {
      const [row] = await db
        .insert(schools)
        .values({ ...values, familyId })
        .returning();
      return row!;
    },

    async update(familyId: number, schoolId: number, changes: SchoolChanges): Promise<SchoolRow | undefined> {
      const [row] = await db
        .update(schools)
        .set(changes)
        .where(and(eq(schools.familyId, familyId), eq(schools.id, schoolId)))
        .returning();
      return row;
    },

    async remove(familyId: number, schoolId: number): Promise<boolean> {
      const deleted = await db
        .delete(schools)
        .where(and(eq(schools.familyId, familyId), eq(schools.id, schoolId)))
        .returning({ id: schools.id });
      return deleted.length > 0;
    },

    async count(familyId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(schools)
        .where(eq(schools.familyId, familyId));
      return row?.n ?? 0;
    },
  };
}
export type SchoolsRepository = ReturnType<typeof createSchoolsRepository>;
