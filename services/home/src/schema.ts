import { pgSchema } from 'drizzle-orm/pg-core';

/** The Postgres schema the home service owns; its tables arrive with its features. */
export const home = pgSchema('home');

export const schema = {};
export type HomeSchema = typeof schema;
