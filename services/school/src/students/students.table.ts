import { sql } from 'drizzle-orm';
import { check, index, integer, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StudentStatus } from '@familyhub/contracts';
import { school } from '../pg-schema';
import { schools } from '../schools';
import { schoolYears } from '../school-years';

// child_id and created_by_id point at identity's users: no foreign key. A school or year with students stays.
export const students = school.table(
  'students',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    childId: integer('child_id').notNull(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'restrict' }),
    schoolYearId: integer('school_year_id')
      .notNull()
      .references(() => schoolYears.id, { onDelete: 'restrict' }),
    grade: text('grade'),
    teacher: text('teacher'),
    status: text('status').$type<StudentStatus>().notNull().default('active'),
    notes: text('notes'),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('students_family_id_id_idx').on(t.familyId, t.id),
    // Spec 000 §3: unique per child, school and school year.
    uniqueIndex('students_child_school_year_idx').on(t.familyId, t.childId, t.schoolId, t.schoolYearId),
    check('students_status_check', sql`${t.status} in ('active', 'inactive')`),
  ],
);
export type StudentRow = typeof students.$inferSelect;
