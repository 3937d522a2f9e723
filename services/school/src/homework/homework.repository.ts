import { and, asc, desc, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { HomeworkFilter } from '@familyhub/contracts';
import { encryptedFields, protectedFields, type Database, type FieldCipher } from '@familyhub/server-kit';
import type { SchoolSchema } from '../schema';
import { homework as t, type HomeworkRow } from './homework.table';

export type NewHomework = Omit<
  typeof t.$inferInsert,
  'id' | 'familyId' | 'createdAt' | 'completed' | 'completedAt' | 'verified' | 'verifiedById'
>;
export type HomeworkChanges = Partial<
  Omit<typeof t.$inferInsert, 'id' | 'familyId' | 'createdAt' | 'createdById'>
>;

export interface HomeworkListFilters {
  filter: HomeworkFilter;
  today: string;
  /** Six days after today: the end of "Due this week". */
  weekEnd: string;
  /** The students the caller may see; null: all. */
  visibleStudentIds: number[] | null;
  studentId?: number;
}

export interface HomeworkAfter {
  dueDate: string;
  id: number;
}

function conditions(familyId: number, f: HomeworkListFilters): SQL | undefined {
  if (f.visibleStudentIds?.length === 0) return sql`false`;
  return and(
    eq(t.familyId, familyId),
    f.visibleStudentIds ? inArray(t.studentId, f.visibleStudentIds) : undefined,
    f.studentId === undefined ? undefined : eq(t.studentId, f.studentId),
    f.filter === 'done' ? eq(t.completed, true) : undefined,
    f.filter === 'overdue' ? and(eq(t.completed, false), lt(t.dueDate, f.today)) : undefined,
    f.filter === 'due-this-week'
      ? and(eq(t.completed, false), gte(t.dueDate, f.today), lte(t.dueDate, f.weekEnd))
      : undefined,
  );
}

/** Done homework reads latest due first; every other list nearest due first. */
const newestFirst = (filter: HomeworkFilter) => filter === 'done';

export interface HomeworkRepositoryOptions {
  db: Database<SchoolSchema>;
  cipher: FieldCipher;
}

/** Homework of the family; notes are stored encrypted (server-kit protectedFields.homework). */
export function createHomeworkRepository({ db, cipher }: HomeworkRepositoryOptions) {
  const { scope, fields } = protectedFields.homework;
  const sensitive = encryptedFields(cipher, scope, fields);
  const open = (familyId: number, row: HomeworkRow) => sensitive.open(familyId, row);

  return {
    async page(
      familyId: number,
      filters: HomeworkListFilters,
      after: HomeworkAfter | null,
      limit: number,
    ): Promise<HomeworkRow[]> {
      const desc_ = newestFirst(filters.filter);
      const afterCondition = !after
        ? undefined
        : desc_
          ? or(lt(t.dueDate, after.dueDate), and(eq(t.dueDate, after.dueDate), lt(t.id, after.id)))
          : or(gt(t.dueDate, after.dueDate), and(eq(t.dueDate, after.dueDate), gt(t.id, after.id)));
      const rows = await db
        .select()
        .from(t)
        .where(and(conditions(familyId, filters), afterCondition))
        .orderBy(...(desc_ ? [desc(t.dueDate), desc(t.id)] : [asc(t.dueDate), asc(t.id)]))
        .limit(limit);
      return rows.map((row) => open(familyId, row));
    },

    /** Open homework due on a day of [from, to] (the family calendar), by due date; no encrypted field is read. */
    async dueBetween(
      familyId: number,
      visibleStudentIds: number[] | null,
      window: { from: string; to: string },
      limit: number,
    ) {
      if (visibleStudentIds?.length === 0) return [];
      return db
        .select({ id: t.id, studentId: t.studentId, title: t.title, subject: t.subject, dueDate: t.dueDate })
        .from(t)
        .where(
          and(
            eq(t.familyId, familyId),
            visibleStudentIds ? inArray(t.studentId, visibleStudentIds) : undefined,
            eq(t.completed, false),
            gte(t.dueDate, window.from),
            lte(t.dueDate, window.to),
          ),
        )
        .orderBy(asc(t.dueDate), asc(t.id))
        .limit(limit);
    },

    async find(familyId: number, homeworkId: number): Promise<HomeworkRow | undefined> {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.familyId, familyId), eq(t.id, homeworkId)));
      return row && open(familyId, row);
    },

    async insert(familyId: number, values: NewHomework): Promise<HomeworkRow> {
      const [row] = await db
        .insert(t)
        .values({ ...sensitive.seal(familyId, values), familyId })
        .returning();
      return open(familyId, row!);
    },

    async update(
      familyId: number,
      homeworkId: number,
      changes: HomeworkChanges,
    ): Promise<HomeworkRow | undefined> {
      const [row] = await db
        .update(t)
        .set(sensitive.seal(familyId, changes))
        .where(and(eq(t.familyId, familyId), eq(t.id, homeworkId)))
        .returning();
      return row && open(familyId, row);
    },

    async remove(familyId: number, homeworkId: number): Promise<boolean> {
      const deleted = await db
        .delete(t)
        .where(and(eq(t.familyId, familyId), eq(t.id, homeworkId)))
        .returning({ id: t.id });
      return deleted.length > 0;
    },
  };
}
export type HomeworkRepository = ReturnType<typeof createHomeworkRepository>;
