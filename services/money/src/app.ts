import type { Express } from 'express';
import { createServiceApp, familyDataRouter, type Database } from '@familyhub/server-kit';
import type { MoneySchema } from './schema';

export interface MoneyAppOptions {
  db: Database<MoneySchema>;
  internalKey: string;
}

/** The money service: the frame (health, signature check, JSON errors); its features mount their routers here. */
export function createApp(options: MoneyAppOptions): Express {
  return createServiceApp({
    name: 'money',
    internalKey: options.internalKey,
    routes(app) {
      // identity's data export and family deletion (empty until the money features bring their tables).
      app.use(familyDataRouter({ db: options.db, schemaName: 'money' }));
    },
  });
}
