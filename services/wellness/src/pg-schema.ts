import { pgSchema } from 'drizzle-orm/pg-core';

/** The Postgres schema the wellness service owns; each feature's `<feature>.table.ts` puts its tables in it. */
export const wellness = pgSchema('wellness');

/** Every table of the service (what `schema.ts` gathers), for the typed database handle. */
export type WellnessSchema = typeof import('./schema');
