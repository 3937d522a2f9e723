import { pgSchema } from 'drizzle-orm/pg-core';

/** The Postgres schema the money service owns; its tables arrive with its features. */
export const money = pgSchema('money');

export const schema = {};
export type MoneySchema = typeof schema;
