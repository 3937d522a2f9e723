import { pgSchema } from 'drizzle-orm/pg-core';

/** The Postgres schema planning owns; every `<feature>.table.ts` makes its tables in it. */
export const planning = pgSchema('planning');

/** Every table of the service (what `schema.ts` gathers), for the typed database handle. */
export type PlanningSchema = typeof import('./schema');
