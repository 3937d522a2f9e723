import { z } from 'zod';
import {
  canOrganise,
  documentTypeLabels,
  FILE_REQUIRED_MESSAGE,
  localDate,
  type createSchoolDocumentBody,
  type DocumentSummary,
  type DocumentView,
  type FamilyCalendarItem,
  type documentTaskBody,
  type SchoolDocument,
  type SchoolDocumentPage,
  type schoolDocumentsQuery,
  type Student,
  type updateSchoolDocumentBody,
  messageRef,
  phrase,
  wordedAlert,
} from '@familyhub/contracts';
import {
  badRequest,
  conflict,
  keysetCursor,
  mapPage,
  notFound,
  type Caller,
  type FileStore,
  type LiveEvents,
  type FamilyMembers,
} from '@familyhub/server-kit';
import type { SchoolPlatform } from '../clients/school-platform';
import type { StudentsService } from '../students';
import { bestEffort } from '../shared/best-effort';
import { MAX_CALENDAR_ITEMS, type CalendarWindow } from '../shared/calendar-window';
import { assertOrganiser } from '../shared/organisers';
import type { DocumentAfter, DocumentFilters, DocumentsRepository } from './documents.repository';
import type { SchoolDocumentRow } from './documents.table';

type CreateDocument = z.output<typeof createSchoolDocumentBody>;
type UpdateDocument = z.output<typeof updateSchoolDocumentBody>;
type DocumentsQuery = z.output<typeof schoolDocumentsQuery>;
type DocumentTask = z.output<typeof documentTaskBody>;

export const DOCUMENTS_TOPIC = 'school-documents';
/** The alert's and the task's source kind (the catalogue's alertTargets). */
export const DOCUMENT_TARGET = 'school-document';
export const OPEN_WITH_DUE_DATE_MESSAGE = 'Only an open document with a due date can be marked submitted';
export const TASK_NEEDS_DUE_DATE_MESSAGE = 'Only an open document with a due date can become a task';

export function toSchoolDocument(row: SchoolDocumentRow): SchoolDocument {
  return {
    id: row.id,
    studentId: row.studentId,
    title: row.title,
    description: row.description,
    fileUrl: row.fileUrl,
    fileType: row.fileType,
    fileSize: row.fileSize,
    fileName: row.fileName,
    documentType: row.documentType,
    dueDate: row.dueDate,
    submitted: row.submitted,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    uploadedById: row.uploadedById,
    taskId: row.taskId,
  };
}

const cursorId = z.number().int().positive();
/** Each tab pages by its own sort (spec 000 §9): newest first; nearest due first; latest submitted first. */
const documentCursors = {
  all: keysetCursor(z.object({ at: z.iso.datetime(), id: cursorId })),
  'action-required': keysetCursor(z.object({ at: z.iso.date(), id: cursorId })),
  submitted: keysetCursor(z.object({ at: z.iso.datetime(), id: cursorId })),
};
const afterOf: Record<DocumentView, (row: SchoolDocumentRow) => DocumentAfter> = {
  all: (row) => ({ at: row.createdAt.toISOString(), id: row.id }),
  'action-required': (row) => ({ at: row.dueDate ?? '', id: row.id }),
  submitted: (row) => ({ at: row.submittedAt?.toISOString() ?? '', id: row.id }),
};

const documentNotFound = () => notFound('Document');
const dedupeKeyOf = (documentId: number) => `document-due:${documentId}`;

/** The day before `date` (YYYY-MM-DD), 08:00 UTC: when a due document's reminder shows (school event default 1 day). */
export function reminderTimeOf(dueDate: string): Date {
  const at = new Date(`${dueDate}T08:00:00.000Z`);
  at.setUTCDate(at.getUTCDate() - 1);
  return at;
}

export interface DocumentsDependencies {
  documents: DocumentsRepository;
  students: Pick<StudentsService, 'get' | 'visibleIds' | 'childIdsOf'>;
  files: Pick<FileStore, 'findByUrl' | 'removeByUrl'>;
  platform: SchoolPlatform;
  members: FamilyMembers;
  live: Pick<LiveEvents<string>, 'publish'>;
  now?: () => Date;
}

/**
 * The Digital Backpack (spec 000 §2): admins and parents add, change and delete documents; a child sees the
 * documents of their own enrolments and may mark them submitted. A document with a due date raises a reminder for
 * the student's parents and the child, and can become a family task that submitting the document ticks off.
 */
export function createDocumentsService(deps: DocumentsDependencies) {
  const { documents, students, files, platform, members, live } = deps;
  const now = deps.now ?? (() => new Date());
  const changed = (caller: Caller) => live.publish(caller.familyId, DOCUMENTS_TOPIC);

  async function existing(caller: Caller, documentId: number): Promise<SchoolDocumentRow> {
    const row = await documents.find(caller.familyId, documentId);
    const visible = await students.visibleIds(caller);
    if (!row || (visible && !visible.includes(row.studentId))) throw documentNotFound();
    return row;
  }

  async function fileOf(caller: Caller, fileUrl: string) {
    const file = await files.findByUrl(caller.familyId, fileUrl, 'school-document');
    if (!file) throw badRequest(`${FILE_REQUIRED_MESSAGE}: the file was not found, upload it again`);
    return { fileUrl, fileType: file.contentType, fileSize: file.size, fileName: file.name };
  }

  /** The reminder for an open document with a due date; cleared for any other. */
  async function syncReminder(caller: Caller, row: SchoolDocumentRow, student?: Student): Promise<void> {
    const dedupeKey = dedupeKeyOf(row.id);
    if (!row.dueDate || row.submitted) {
      await bestEffort('clearing a document reminder', () => platform.alerts.clear(caller, { dedupeKey }));
      return;
    }
    const dueDate = row.dueDate;
    await bestEffort('raising a document reminder', async () => {
      const enrolment = student ?? (await students.get(caller, row.studentId));
      const family = await members.list(caller);
      const child = family.find((m) => m.id === enrolment.childId);
      const recipientIds = family
        .filter((m) => canOrganise(m.role) || m.id === enrolment.childId)
        .map((m) => m.id);
      if (recipientIds.length === 0) return;
      const showFrom = reminderTimeOf(dueDate);
      await platform.alerts.raise(caller, {
        dedupeKey,
        recipientIds,
        // Worded (issue #35): each reader gets it in their language; the document's title and the child's name as typed.
        ...wordedAlert(
          dueDate === localDate(now())
            ? messageRef('{title} is due today', { title: row.title })
            : messageRef('{title} is due on {date}', { title: row.title, date: { date: dueDate } }),
          child
            ? messageRef('{type} for {child}: mark it submitted once it is handed in.', {
                type: phrase(documentTypeLabels[row.documentType]),
                child: child.name,
              })
            : messageRef('{type}: mark it submitted once it is handed in.', {
                type: phrase(documentTypeLabels[row.documentType]),
              }),
        ),
        target: { type: DOCUMENT_TARGET, id: row.id },
        ...(showFrom > now() ? { showFrom: showFrom.toISOString() } : {}),
      });
    });
  }

  return {
    async list(caller: Caller, query: DocumentsQuery): Promise<SchoolDocumentPage> {
      const cursor = documentCursors[query.view];
      const after = cursor.decode(query.cursor) ?? null;
      const filters: DocumentFilters = {
        view: query.view,
        visibleStudentIds: await students.visibleIds(caller),
        studentId: query.studentId,
        documentType: query.documentType,
      };
      if (query.search) filters.ids = await documents.matchingIds(caller.familyId, filters, query.search);
      const rows = await documents.page(caller.familyId, filters, after, query.limit + 1);
      return mapPage(cursor.page(rows, query.limit, afterOf[query.view]), toSchoolDocument);
    },

    /** The family calendar's 'Document due' days: open documents the caller may see, on their due date. */
    async calendarItems(caller: Caller, window: CalendarWindow): Promise<FamilyCalendarItem[]> {
      const rows = await documents.dueBetween(
        caller.familyId,
        await students.visibleIds(caller),
        window,
        MAX_CALENDAR_ITEMS,
      );
      const childOf = await students.childIdsOf(
        caller,
        rows.map((r) => r.studentId),
      );
      return rows.map((row) => ({
        key: `school-document:${row.id}`,
        label: 'Document due',
        title: row.title,
        day: row.dueDate!,
        allDay: true,
        startTime: null,
        endTime: null,
        memberId: childOf.get(row.studentId) ?? null,
        detail: documentTypeLabels[row.documentType],
        path: `/documents?focus=${row.id}`,
      }));
    },

    async summary(caller: Caller, today: string | undefined): Promise<DocumentSummary> {
      return documents.summary(caller.familyId, await students.visibleIds(caller), today ?? localDate(now()));
    },

    async get(caller: Caller, documentId: number): Promise<SchoolDocument> {
      return toSchoolDocument(await existing(caller, documentId));
    },

    async create(caller: Caller, body: CreateDocument): Promise<SchoolDocument> {
      assertOrganiser(caller, 'Only parents and admins can add documents');
      const student = await students.get(caller, body.studentId);
      const file = await fileOf(caller, body.fileUrl);
      const row = await documents.insert(caller.familyId, {
        studentId: body.studentId,
        title: body.title,
        description: body.description ?? null,
        documentType: body.documentType,
        dueDate: body.dueDate ?? null,
        ...file,
        uploadedById: caller.userId,
      });
      await syncReminder(caller, row, student);
      changed(caller);
      return toSchoolDocument(row);
    },

    async update(caller: Caller, documentId: number, body: UpdateDocument): Promise<SchoolDocument> {
      const current = await existing(caller, documentId);
      assertOrganiser(caller, 'Only parents and admins can change documents');
      if (body.studentId !== undefined) await students.get(caller, body.studentId);
      const replacing = body.fileUrl !== undefined && body.fileUrl !== current.fileUrl;
      const file = replacing ? await fileOf(caller, body.fileUrl!) : {};
      const row = await documents.update(caller.familyId, documentId, {
        studentId: body.studentId,
        title: body.title,
        description: body.description,
        documentType: body.documentType,
        dueDate: body.dueDate,
        ...file,
      });
      if (!row) throw documentNotFound();
      if (replacing) await files.removeByUrl(caller.familyId, current.fileUrl);
      if (
        row.dueDate !== current.dueDate ||
        row.title !== current.title ||
        row.studentId !== current.studentId
      )
        await syncReminder(caller, row);
      changed(caller);
      return toSchoolDocument(row);
    },

    /** Spec 000 §4: only an open document with a due date; sets submitted and submittedAt (the server's clock). */
    async submit(caller: Caller, documentId: number): Promise<SchoolDocument> {
      await existing(caller, documentId);
      const row = await documents.submit(caller.familyId, documentId, now());
      if (!row) throw conflict(OPEN_WITH_DUE_DATE_MESSAGE);
      await syncReminder(caller, row);
      if (row.taskId !== null) {
        await bestEffort('ticking off a document task', () =>
          platform.tasks.complete(caller, { type: DOCUMENT_TARGET, id: row.id }),
        );
      }
      changed(caller);
      return toSchoolDocument(row);
    },

    /** A family task from an open document with a due date, linked back to it (one per document). */
    async makeTask(caller: Caller, documentId: number, body: DocumentTask): Promise<SchoolDocument> {
      const current = await existing(caller, documentId);
      assertOrganiser(caller, 'Only parents and admins can make a task from a document');
      if (!current.dueDate || current.submitted) throw conflict(TASK_NEEDS_DUE_DATE_MESSAGE);
      const student = await students.get(caller, current.studentId);
      const child = await members.find(caller, student.childId);
      const answer = await platform.tasks.create(caller, {
        title: body.title ?? `Sign and return: ${current.title}`,
        description: `${documentTypeLabels[current.documentType]}${child ? ` for ${child.name}` : ''}, from the Digital Backpack.`,
        priority: 'high',
        dueDate: current.dueDate,
        assignedToId: body.assignedToId ?? caller.userId,
        source: { type: DOCUMENT_TARGET, id: current.id },
      });
      const row = await documents.update(caller.familyId, documentId, { taskId: answer.task.id });
      if (!row) throw documentNotFound();
      changed(caller);
      return toSchoolDocument(row);
    },

    /** Deletes the document, its file, its task and its reminder. */
    async remove(caller: Caller, documentId: number): Promise<void> {
      const current = await existing(caller, documentId);
      assertOrganiser(caller, 'Only parents and admins can delete documents');
      if (!(await documents.remove(caller.familyId, documentId))) throw documentNotFound();
      await files.removeByUrl(caller.familyId, current.fileUrl);
      await bestEffort('clearing a document reminder', () =>
        platform.alerts.clear(caller, { dedupeKey: dedupeKeyOf(documentId) }),
      );
      if (current.taskId !== null) {
        await bestEffort('removing a document task', () =>
          platform.tasks.remove(caller, { type: DOCUMENT_TARGET, id: documentId }),
        );
      }
      changed(caller);
    },
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
