import { createFileStore, type Database, type FileStorage } from '@familyhub/server-kit';
import { files } from './files.table';

/** Where the school's files are served: `GET /api/school/files/<id>`; a document's fileUrl is such a path. */
export const SCHOOL_FILES_PATH = '/api/school/files';

/**
 * The school's file store: school documents (PDF or an image, up to 10 MB; `fileUses['school-document']`).
 * Uploaded through spec 000 §7's `POST /api/upload` or `POST /api/school/files?use=school-document`.
 */
export function createSchoolFiles(db: Database<never> | Database, storage?: FileStorage) {
  return createFileStore({
    db,
    table: files,
    service: 'school',
    uses: ['school-document'],
    basePath: SCHOOL_FILES_PATH,
    storage,
  });
}
export type SchoolFiles = ReturnType<typeof createSchoolFiles>;
