import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { documentTypes, type DocumentType } from '@familyhub/contracts';
import { school } from '../pg-schema';
import { students } from '../students';

// uploaded_by_id points at identity's users: no foreign key. description is stored encrypted (protectedFields).
export const schoolDocuments = school.table(
  'school_documents',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description'),
    fileUrl: text('file_url').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    fileName: text('file_name'),
    documentType: text('document_type').$type<DocumentType>().notNull().default('other'),
    dueDate: date('due_date', { mode: 'string' }),
    submitted: boolean('submitted').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    uploadedById: integer('uploaded_by_id'),
    /** The family task made from this document (planning's id; planning finds it by its source). */
    taskId: integer('task_id'),
    // Milliseconds, as JavaScript keeps them: a page's cursor then names a row's created_at exactly.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // All Documents, newest first: read backwards (ascending columns give ORDER BY … DESC its NULLS FIRST).
    index('school_documents_family_created_idx').on(t.familyId, t.createdAt, t.id),
    // Submitted, latest first (read backwards).
    index('school_documents_family_submitted_idx')
      .on(t.familyId, t.submittedAt, t.id)
      .where(sql`${t.submitted}`),
    // Action Required: open documents with a due date, nearest first.
    index('school_documents_family_open_due_idx')
      .on(t.familyId, t.dueDate, t.id)
      .where(sql`${t.submitted} = false and ${t.dueDate} is not null`),
    index('school_documents_family_student_idx').on(t.familyId, t.studentId),
    check(
      'school_documents_type_check',
      sql.raw(`document_type in (${documentTypes.map((type) => `'${type}'`).join(', ')})`),
    ),
    check('school_documents_submitted_check', sql`${t.submitted} = (${t.submittedAt} is not null)`),
  ],
);
export type SchoolDocumentRow = typeof schoolDocuments.$inferSelect;
