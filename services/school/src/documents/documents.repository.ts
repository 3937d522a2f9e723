import { and, asc, desc, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DocumentType, DocumentView } from '@familyhub/contracts';
import { encryptedFields, protectedFields, type Database, type FieldCipher } from '@familyhub/server-kit';
import type { SchoolSchema } from '../schema';
import { schoolDocuments, type SchoolDocumentRow } from './documents.table';

export type NewSchoolDocument = Omit<
  typeof schoolDocuments.$inferInsert,
  'id' | 'familyId' | 'createdAt' | 'submitted' | 'submittedAt' | 'taskId'
>;
export type SchoolDocumentChanges = Partial<
  Omit<typeof schoolDocuments.$inferInsert, 'id' | 'familyId' | 'createdAt' | 'uploadedById'>
>;

export interface DocumentFilters {
  view: DocumentView;
  /** The students the caller may see; null: every student of the family. */
  visibleStudentIds: number[] | null;
  studentId?: number;
  documentType?: DocumentType;
  /** Only these documents (a search's matches); null: no narrowing. */
  ids?: number[] | null;
}

const t = schoolDocuments;

/** Where the next page starts: the sort value of the last document shown (an instant or a date) and its id. */
export interface DocumentAfter {
  at: string;
  id: number;
}

function filterConditions(familyId: number, filters: DocumentFilters): SQL | undefined {
  if (filters.visibleStudentIds?.length === 0 || filters.ids?.length === 0) return sql`false`;
  return and(
    eq(t.familyId, familyId),
    filters.visibleStudentIds ? inArray(t.studentId, filters.visibleStudentIds) : undefined,
    filters.studentId === undefined ? undefined : eq(t.studentId, filters.studentId),
    filters.documentType === undefined ? undefined : eq(t.documentType, filters.documentType),
    filters.ids ? inArray(t.id, filters.ids) : undefined,
    filters.view === 'action-required' ? and(eq(t.submitted, false), isNotNull(t.dueDate)) : undefined,
    filters.view === 'submitted' ? eq(t.submitted, true) : undefined,
  );
}

/** The rows after the cursor, as one row comparison so the index scan starts there (no skipping). */
function afterCondition(view: DocumentView, after: DocumentAfter | null): SQL | undefined {
  if (!after) return undefined;
  const { at, id } = after;
  switch (view) {
    case 'all':
      return sql`(${t.createdAt}, ${t.id}) < (${at}::timestamptz, ${id})`;
    case 'action-required':
      return sql`(${t.dueDate}, ${t.id}) > (${at}::date, ${id})`;
    case 'submitted':
      return sql`(${t.submittedAt}, ${t.id}) < (${at}::timestamptz, ${id})`;
  }
}

const orderOf = (view: DocumentView) =>
  view === 'all'
    ? [desc(t.createdAt), desc(t.id)]
    : view === 'action-required'
      ? [asc(t.dueDate), asc(t.id)]
      : [desc(t.submittedAt), desc(t.id)];

export interface DocumentsRepositoryOptions {
  db: Database<SchoolSchema>;
  cipher: FieldCipher;
}

/**
 * School documents; every statement scoped by the family. Descriptions are stored encrypted (AES-256-GCM bound to
 * the family, server-kit protectedFields.schoolDocuments) and come back decrypted.
 */
export function createDocumentsRepository({ db, cipher }: DocumentsRepositoryOptions) {
  const { scope, fields } = protectedFields.schoolDocuments;
  const sensitive = encryptedFields(cipher, scope, fields);
  const open = (familyId: number, row: SchoolDocumentRow) => sensitive.open(familyId, row);

  return {
    async page(
      familyId: number,
      filters: DocumentFilters,
      after: DocumentAfter | null,
      limit: number,
    ): Promise<SchoolDocumentRow[]> {
      const rows = await db
        .select()
        .from(t)
        .where(and(filterConditions(familyId, filters), afterCondition(filters.view, after)))
        .orderBy(...orderOf(filters.view))
        .limit(limit);
      return rows.map((row) => open(familyId, row));
    },

    /**
     * The ids of the documents whose title or description holds `search` (case-insensitive, spec 000 §5). The
     * descriptions are encrypted, so they are opened here rather than matched by the database.
     */
    async matchingIds(familyId: number, filters: DocumentFilters, search: string): Promise<number[]> {
      const rows = await db
        .select({ id: t.id, title: t.title, description: t.description })
        .from(t)
        .where(filterConditions(familyId, filters));
      const needle = search.toLocaleLowerCase();
      return rows
        .map((row) => sensitive.open(familyId, row))
        .filter(
          (row) =>
            row.title.toLocaleLowerCase().includes(needle) ||
            (row.description ?? '').toLocaleLowerCase().includes(needle),
        )
        .map((row) => row.id);
    },

    /** Open documents with a due date: how many, how many due on `today`, how many before it. */
    async summary(
      familyId: number,
      visibleStudentIds: number[] | null,
      today: string,
    ): Promise<{ actionRequired: number; dueToday: number; overdue: number }> {
      const [row] = await db
        .select({
          actionRequired: sql<number>`count(*)::int`,
          dueToday: sql<number>`count(*) filter (where ${t.dueDate} = ${today})::int`,
          overdue: sql<number>`count(*) filter (where ${t.dueDate} < ${today})::int`,
        })
        .from(t)
        .where(filterConditions(familyId, { view: 'action-required', visibleStudentIds }));
      return row ?? { actionRequired: 0, dueToday: 0, overdue: 0 };
    },

    /** Open documents due on a day of [from, to] (the family calendar), by due date; titles only are read. */
    async dueBetween(
      familyId: number,
      visibleStudentIds: number[] | null,
      window: { from: string; to: string },
      limit: number,
    ) {
      return db
        .select({
          id: t.id,
          studentId: t.studentId,
          title: t.title,
          documentType: t.documentType,
          dueDate: t.dueDate,
        })
        .from(t)
        .where(
          and(
            filterConditions(familyId, { view: 'action-required', visibleStudentIds }),
            gte(t.dueDate, window.from),
            lte(t.dueDate, window.to),
          ),
        )
        .orderBy(asc(t.dueDate), asc(t.id))
        .limit(limit);
    },

    async find(familyId: number, documentId: number): Promise<SchoolDocumentRow | undefined> {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.familyId, familyId), eq(t.id, documentId)));
      return row && open(familyId, row);
    },

    async insert(familyId: number, values: NewSchoolDocument): Promise<SchoolDocumentRow> {
      const [row] = await db
        .insert(t)
        .values({ ...sensitive.seal(familyId, values), familyId })
        .returning();
      return open(familyId, row!);
    },

    async update(
      familyId: number,
      documentId: number,
      changes: SchoolDocumentChanges,
    ): Promise<SchoolDocumentRow | undefined> {
      const [row] = await db
        .update(t)
        .set(sensitive.seal(familyId, changes))
        .where(and(eq(t.familyId, familyId), eq(t.id, documentId)))
        .returning();
      return row && open(familyId, row);
    },

    /** Marks an open document with a due date submitted; undefined when it is not (any more) such a document. */
    async submit(familyId: number, documentId: number, at: Date): Promise<SchoolDocumentRow | undefined> {
      const [row] = await db
        .update(t)
        .set({ submitted: true, submittedAt: at })
        .where(
          and(eq(t.familyId, familyId), eq(t.id, documentId), eq(t.submitted, false), isNotNull(t.dueDate)),
        )
        .returning();
      return row && open(familyId, row);
    },

    async remove(familyId: number, documentId: number): Promise<boolean> {
      const deleted = await db
        .delete(t)
        .where(and(eq(t.familyId, familyId), eq(t.id, documentId)))
        .returning({ id: t.id });
      return deleted.length > 0;
    },
  };
}
export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
