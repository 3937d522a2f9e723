import { pgSchema } from 'drizzle-orm/pg-core';

/** The Postgres schema the home service owns; every `<feature>.table.ts` makes its tables in it. */
export const home = pgSchema('home');

/** Every table of the service (what `schema.ts` gathers), for the typed database handle. */
export type HomeSchema = typeof import('./schema');
