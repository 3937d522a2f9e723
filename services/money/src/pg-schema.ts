import { pgSchema } from 'drizzle-orm/pg-core';

/** The Postgres schema the money service owns; each feature's `<feature>.table.ts` puts its tables in it. */
export const money = pgSchema('money');
