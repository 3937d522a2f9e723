import type { Express } from 'express';
import { createServiceApp, type Database } from '@familyhub/server-kit';
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
    routes() {
      // No money routes yet: every signed call gets the frame's JSON 404.
    },
  });
}
