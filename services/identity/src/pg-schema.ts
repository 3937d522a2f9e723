import { pgSchema, timestamp } from 'drizzle-orm/pg-core';

/** The Postgres schema identity owns; every `<feature>.table.ts` makes its tables in it. */
export const identity = pgSchema('identity');

/** Every table of the service (what `schema.ts` gathers), for the typed database handle. */
export type IdentitySchema = typeof import('./schema');

/** `created_at`, set by the database when the row is inserted. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
