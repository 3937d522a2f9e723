import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AlertTargetType, DomainId, Priority } from '@familyhub/contracts';
import { planning } from '../pg-schema';

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
    // A family task made by a domain links back to its item (ADR 0008): all three set, or none.
    sourceDomain: text('source_domain').$type<DomainId>(),
    sourceType: text('source_type').$type<AlertTargetType>(),
    sourceId: integer('source_id'),
  },
  (t) => [
    // Serves both the family filter and the list's id order, so a page of tasks reads only that page.
    index('tasks_family_id_id_idx').on(t.familyId, t.id),
    check('tasks_priority_check', sql`${t.priority} in ('low', 'medium', 'high')`),
    // One task per domain item; tasks added on /tasks have no source (nulls never collide).
    uniqueIndex('tasks_family_id_source_idx').on(t.familyId, t.sourceDomain, t.sourceType, t.sourceId),
    check(
      'tasks_source_check',
      sql`(${t.sourceDomain} is null) = (${t.sourceType} is null) and (${t.sourceType} is null) = (${t.sourceId} is null)`,
    ),
  ],
);

export type TaskRow = typeof tasks.$inferSelect;
