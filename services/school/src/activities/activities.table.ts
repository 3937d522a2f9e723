import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { StudentStatus, Weekday } from '@familyhub/contracts';
import { school } from '../pg-schema';
import { students } from '../students';

// A student's weekly activity (001 §3 extracurricular_activities); cost in integer cents (libs/contracts money.ts).
export const extracurricularActivities = school.table(
  'extracurricular_activities',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    location: text('location'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    daysOfWeek: text('days_of_week').array().$type<Weekday[]>().notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    instructor: text('instructor'),
    costCents: integer('cost_cents'),
    isPaid: boolean('is_paid').notNull().default(false),
    category: text('category'),
    status: text('status').$type<StudentStatus>().notNull().default('active'),
    notes: text('notes'),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('extracurricular_activities_family_id_idx').on(t.familyId, t.id),
    check('extracurricular_activities_status_check', sql`${t.status} in ('active', 'inactive')`),
    check('extracurricular_activities_cost_check', sql`${t.costCents} is null or ${t.costCents} >= 0`),
  ],
);
export type ActivityRow = typeof extracurricularActivities.$inferSelect;
