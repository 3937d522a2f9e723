import type { Express } from 'express';
import { createServiceApp, type Database } from '@familyhub/server-kit';
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
    routes() {
      // No wellness routes yet: every signed call gets the frame's JSON 404.
    },
  });
}
