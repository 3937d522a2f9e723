import { and, eq } from 'drizzle-orm';
import { canOrganise } from '@familyhub/contracts';
import {
  createFileStore,
  forbidden,
  type Database,
  urlsHeldBy,
  type FileAccess,
  type FileHolder,
  type FileStorage,
} from '@familyhub/server-kit';
import { schema } from '../schema';
import { files } from './files.table';

// The records that hold school files (read here, in the service's own schema, to apply their rules).
const { schoolDocuments, homework, students } = schema;

/** Where the school's files are served: `GET /api/school/files/<public id>`; a document's fileUrl is such a path. */
export const SCHOOL_FILES_PATH = '/api/school/files';

export const SCHOOL_UPLOAD_FORBIDDEN = 'Only parents and admins can upload school documents';

/**
 * Who may upload and read school files: the rules of the documents and homework that hold them. Only admins and
 * parents add or change either, so only they upload; a file is read as its record is — by the parents, and by the
 * child whose enrolment the document or homework is (`StudentsService.visibleIds`).
 */
const SCHOOL_FILE_HOLDERS: readonly FileHolder[] = [
  { table: schoolDocuments, url: schoolDocuments.fileUrl, familyId: schoolDocuments.familyId },
  { table: homework, url: homework.attachmentUrl, familyId: homework.familyId },
];

export function schoolFileAccess(database: Database<never> | Database): FileAccess {
  const db = database as unknown as Database;
  async function holdersOf(familyId: number, url: string): Promise<number[]> {
    const documents = await db
      .select({ studentId: schoolDocuments.studentId })
      .from(schoolDocuments)
      .where(and(eq(schoolDocuments.familyId, familyId), eq(schoolDocuments.fileUrl, url)));
    const attachments = await db
      .select({ studentId: homework.studentId })
      .from(homework)
      .where(and(eq(homework.familyId, familyId), eq(homework.attachmentUrl, url)));
    return [...documents, ...attachments].map((row) => row.studentId);
  }
  return {
    assertMayUpload(caller) {
      if (!canOrganise(caller.role)) throw forbidden(SCHOOL_UPLOAD_FORBIDDEN);
    },
    async readAccess(caller, file) {
      const studentIds = await holdersOf(caller.familyId, file.url);
      if (studentIds.length === 0) return 'unheld';
      if (caller.role !== 'child') return 'allowed';
      const own = await db
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.familyId, caller.familyId), eq(students.childId, caller.userId)));
      return own.some((student) => studentIds.includes(student.id)) ? 'allowed' : 'denied';
    },
    heldUrls: (urls) => urlsHeldBy(db, SCHOOL_FILE_HOLDERS, urls),
  };
}

/**
 * The school's file store: school documents (PDF or an image, up to 10 MB; `fileUses['school-document']`).
 * Uploaded through spec 000 §7's `POST /api/upload` or `POST /api/school/files?use=school-document`.
 */
export function createSchoolFiles(db: Database<never> | Database, storage?: FileStorage, now?: () => Date) {
  return createFileStore({
    db,
    table: files,
    service: 'school',
    basePath: SCHOOL_FILES_PATH,
    storage,
    access: schoolFileAccess(db),
    now,
  });
}
export type SchoolFiles = ReturnType<typeof createSchoolFiles>;
