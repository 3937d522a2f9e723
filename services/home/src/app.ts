import type { Express } from 'express';
import { createServiceApp, familyDataRouter, type Database } from '@familyhub/server-kit';
import type { HomeSchema } from './schema';

export interface HomeAppOptions {
  db: Database<HomeSchema>;
  internalKey: string;
}

/** The home service: the frame (health, signature check, JSON errors); its features mount their routers here. */
export function createApp(options: HomeAppOptions): Express {
  return createServiceApp({
    name: 'home',
    internalKey: options.internalKey,
    routes(app) {
      // identity's data export and family deletion (empty until the home features bring their tables).
      app.use(familyDataRouter({ db: options.db, schemaName: 'home' }));
    },
  });
}
