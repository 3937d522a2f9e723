import { pgSchema } from 'drizzle-orm/pg-core';

/** The Postgres schema the wellness service owns; its tables arrive with its features. */
export const wellness = pgSchema('wellness');

export const schema = {};
export type WellnessSchema = typeof schema;
