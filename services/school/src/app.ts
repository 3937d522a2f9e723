import type { Express } from 'express';
import { createServiceApp, familyDataRouter, type Database, type FileStorage } from '@familyhub/server-kit';
import { createSchoolFiles } from './files/school-files';
import type { SchoolSchema } from './schema';

export interface SchoolAppOptions {
  db: Database<SchoolSchema>;
  internalKey: string;
  /** Where uploaded files rest; default `fileStorageFromEnv()` (the data dir, or S3 when FILES_S3_BUCKET is set). */
  fileStorage?: FileStorage;
}

/** The school service: the frame (health, signature check, JSON errors); its features mount their routers here. */
export function createApp(options: SchoolAppOptions): Express {
  const files = createSchoolFiles(options.db, options.fileStorage);
  return createServiceApp({
    name: 'school',
    internalKey: options.internalKey,
    routes(app) {
      // Spec 000 §7: the Upload Document dialog sends the file here first, then the document with its fileUrl.
      app.post('/api/upload', files.uploadHandler('school-document'));
      app.use(files.router());
      // identity's data export and family deletion: every school table's rows, and the stored files.
      app.use(
        familyDataRouter({
          db: options.db,
          schemaName: 'school',
          files: files.familyData,
          forgetMember: files.forgetMember,
        }),
      );
    },
  });
}
