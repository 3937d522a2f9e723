import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '@familyhub/server-kit';
import type { SchoolSchema } from '../schema';
import { students, type StudentRow } from './students.table';

export type NewStudent = Omit<typeof students.$inferInsert, 'id' | 'familyId' | 'createdAt'>;
export type StudentChanges = Partial<Omit<NewStudent, 'createdById'>>;

export function createStudentsRepository(db: Database<SchoolSchema>) {
  return {
    /** By id (the order they were added); `childId` narrows it to one child's enrolments. */
    async page(
      familyId: number,
      afterId: number | null,
      limit: number,
      childId?: number,
    ): Promise<StudentRow[]> {
      return db
        .select()
        .from(students)
        .where(
          and(
            eq(students.familyId, familyId),
            afterId === null ? undefined : gt(students.id, afterId),
            childId === undefined ? undefined : eq(students.childId, childId),
          ),
        )
        .orderBy(asc(students.id))
        .limit(limit);
    },

    async find(familyId: number, studentId: number): Promise<StudentRow | undefined> {
      const [row] = await db
        .select()
        .from(students)
        .where(and(eq(students.familyId, familyId), eq(students.id, studentId)));
      return row;
    },

    async findMany(familyId: number, studentIds: number[]): Promise<StudentRow[]> {
      if (studentIds.length === 0) return [];
      return db
        .select()
        .from(students)
        .where(and(eq(students.familyId, familyId), inArray(students.id, studentIds)));
    },

    /** The ids of one child's enrolments (what a child may see). */
    async idsOfChild(familyId: number, childId: number): Promise<number[]> {
      const rows = await db
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.familyId, familyId), eq(students.childId, childId)));
      return rows.map((r) => r.id);
    },

    async insert(familyId: number, values: NewStudent): Promise<StudentRow> {
      const [row] = await db
        .insert(students)
        .values({ ...values, familyId })
        .returning();
      return row!;
    },

    async update(
      familyId: number,
      studentId: number,
      changes: StudentChanges,
    ): Promise<StudentRow | undefined> {
      const [row] = await db
        .update(students)
        .set(changes)
        .where(and(eq(students.familyId, familyId), eq(students.id, studentId)))
        .returning();
      return row;
    },

    async remove(familyId: number, studentId: number): Promise<boolean> {
      const deleted = await db
        .delete(students)
        .where(and(eq(students.familyId, familyId), eq(students.id, studentId)))
        .returning({ id: students.id });
      return deleted.length > 0;
    },
  };
}
export type StudentsRepository = ReturnType<typeof createStudentsRepository>;
