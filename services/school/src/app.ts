import type { Express } from 'express';
import { createServiceApp, familyDataRouter, type Database } from '@familyhub/server-kit';
import type { SchoolSchema } from './schema';

export interface SchoolAppOptions {
  db: Database<SchoolSchema>;
  internalKey: string;
}

/** The school service: the frame (health, signature check, JSON errors); its features mount their routers here. */
export function createApp(options: SchoolAppOptions): Express {
  return createServiceApp({
    name: 'school',
    internalKey: options.internalKey,
    routes(app) {
      // identity's data export and family deletion (empty until the school features bring their tables).
      app.use(familyDataRouter({ db: options.db, schemaName: 'school' }));
    },
  });
}
