import type { Express } from 'express';
import { createServiceApp, familyDataRouter, type Database } from '@familyhub/server-kit';
import type { WellnessSchema } from './schema';

export interface WellnessAppOptions {
  db: Database<WellnessSchema>;
  internalKey: string;
}

/** The wellness service: the frame (health, signature check, JSON errors); its features mount their routers here. */
export function createApp(options: WellnessAppOptions): Express {
  return createServiceApp({
    name: 'wellness',
    internalKey: options.internalKey,
    routes(app) {
      // identity's data export and family deletion (empty until the wellness features bring their tables).
      app.use(familyDataRouter({ db: options.db, schemaName: 'wellness' }));
    },
  });
}
