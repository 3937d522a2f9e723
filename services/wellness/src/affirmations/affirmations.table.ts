import { boolean, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { wellness } from '../pg-schema';

// Built-in content shared by every family (no family_id: not a family's data); seeded by a migration.
export const affirmations = wellness.table('affirmations', {
  id: serial('id').primaryKey(),
  content: text('content').notNull(),
  category: text('category'),
  author: text('author'),
  isActive: boolean('is_active').notNull().default(true),
  createdById: integer('created_by_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type AffirmationRow = typeof affirmations.$inferSelect;
