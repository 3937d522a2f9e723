import type { Express } from 'express';
import { createServiceApp, type Database } from '@familyhub/server-kit';
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
    routes() {
      // No school routes yet: every signed call gets the frame's JSON 404.
    },
  });
}
