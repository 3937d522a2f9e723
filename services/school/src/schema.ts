import { pgSchema } from 'drizzle-orm/pg-core';

/** The Postgres schema the school service owns; its tables arrive with its features. */
export const school = pgSchema('school');

export const schema = {};
export type SchoolSchema = typeof schema;
