import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { HomeworkPriority } from '@familyhub/contracts';
import { school } from '../pg-schema';
import { students } from '../students';

// verified_by_id and created_by_id point at identity's users: no foreign key. notes are stored encrypted.
export const homework = school.table(
  'homework',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'restrict' }),
    subject: text('subject').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    priority: text('priority').$type<HomeworkPriority>().notNull().default('medium'),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    verified: boolean('verified').notNull().default(false),
    verifiedById: integer('verified_by_id'),
    grade: text('grade'),
    attachmentUrl: text('attachment_url'),
    attachmentName: text('attachment_name'),
    notes: text('notes'),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('homework_family_due_idx').on(t.familyId, t.dueDate, t.id),
    check('homework_priority_check', sql`${t.priority} in ('low', 'medium', 'high')`),
    // Only done homework can be verified.
    check('homework_verified_check', sql`not ${t.verified} or ${t.completed}`),
  ],
);
export type HomeworkRow = typeof homework.$inferSelect;
