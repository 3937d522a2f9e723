import { and, desc, eq, lt, ne, or } from 'drizzle-orm';
import type { Database } from '@familyhub/server-kit';
import type { SchoolSchema } from '../schema';
import { schoolYears, type SchoolYearRow } from './school-years.table';

export type NewSchoolYear = Omit<typeof schoolYears.$inferInsert, 'id' | 'familyId'>;
export type SchoolYearChanges = Partial<Omit<NewSchoolYear, 'createdById'>>;

export function createSchoolYearsRepository(db: Database<SchoolSchema>) {
  return {
    /** Latest start first; the cursor is the last row's (startDate, id). */
    async page(familyId: number, after: [string, number] | null, limit: number): Promise<SchoolYearRow[]> {
      return db
        .select()
        .from(schoolYears)
        .where(
          and(
            eq(schoolYears.familyId, familyId),
            after === null
              ? undefined
              : or(
                  lt(schoolYears.startDate, after[0]),
                  and(eq(schoolYears.startDate, after[0]), lt(schoolYears.id, after[1])),
                ),
          ),
        )
        .orderBy(desc(schoolYears.startDate), desc(schoolYears.id))
        .limit(limit);
    },

    async find(familyId: number, yearId: number): Promise<SchoolYearRow | undefined> {
      const [row] = await db
        .select()
        .from(schoolYears)
        .where(and(eq(schoolYears.familyId, familyId), eq(schoolYears.id, yearId)));
      return row;
    },

    /** Inserts the year; an active one first makes every other year of the family inactive (one transaction). */
    async insert(familyId: number, values: NewSchoolYear): Promise<SchoolYearRow> {
      return db.transaction(async (tx) => {
        if (values.isActive) {
          await tx
            .update(schoolYears)
            .set({ isActive: false })
            .where(and(eq(schoolYears.familyId, familyId), eq(schoolYears.isActive, true)));
        }
        const [row] = await tx
          .insert(schoolYears)
          .values({ ...values, familyId })
          .returning();
        return row!;
      });
    },

    async update(
      familyId: number,
      yearId: number,
      changes: SchoolYearChanges,
    ): Promise<SchoolYearRow | undefined> {
      return db.transaction(async (tx) => {
        if (changes.isActive) {
          await tx
            .update(schoolYears)
            .set({ isActive: false })
            .where(
              and(
                eq(schoolYears.familyId, familyId),
                eq(schoolYears.isActive, true),
                ne(schoolYears.id, yearId),
              ),
            );
        }
        const [row] = await tx
          .update(schoolYears)
          .set(changes)
          .where(and(eq(schoolYears.familyId, familyId), eq(schoolYears.id, yearId)))
          .returning();
        return row;
      });
    },

    async remove(familyId: number, yearId: number): Promise<boolean> {
      const deleted = await db
        .delete(schoolYears)
        .where(and(eq(schoolYears.familyId, familyId), eq(schoolYears.id, yearId)))
        .returning({ id: schoolYears.id });
      return deleted.length > 0;
    },
  };
}
export type SchoolYearsRepository = ReturnType<typeof createSchoolYearsRepository>;
