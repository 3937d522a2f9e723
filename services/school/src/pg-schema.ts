import { pgSchema } from 'drizzle-orm/pg-core';

/** The Postgres schema the school service owns; each feature's `<feature>.table.ts` puts its tables in it. */
export const school = pgSchema('school');
