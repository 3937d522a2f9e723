import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgSchema, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Priority } from '@familyhub/contracts';

export const planning = pgSchema('planning');

// family_id, assigned_to_id and created_by_id point at identity's rows: another service's schema, so no foreign keys.
export const tasks = planning.table(
  'tasks',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    dueDate: date('due_date', { mode: 'string' }),
    priority: text('priority').$type<Priority>().notNull().default('medium'),
    completed: boolean('completed').notNull().default(false),
    assignedToId: integer('assigned_to_id'),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tasks_family_id_idx').on(t.familyId),
    check('tasks_priority_check', sql`${t.priority} in ('low', 'medium', 'high')`),
  ],
);

export const schema = { tasks };
export type PlanningSchema = typeof schema;
export type TaskRow = typeof tasks.$inferSelect;
