import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { CleaningFrequency } from '@familyhub/contracts';
import { home } from '../pg-schema';

export const cleaningTemplates = home.table(
  'cleaning_templates',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    frequency: text('frequency').$type<CleaningFrequency>().notNull().default('weekly'),
    estimatedTime: integer('estimated_time'),
    area: text('area'),
    isShared: boolean('is_shared').notNull().default(true),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cleaning_templates_family_id_id_idx').on(t.familyId, t.id),
    check('cleaning_templates_frequency_check', sql`${t.frequency} in ('daily', 'weekly', 'monthly')`),
  ],
);

export const cleaningTemplateTasks = home.table(
  'cleaning_template_tasks',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    templateId: integer('template_id')
      .notNull()
      .references(() => cleaningTemplates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    order: integer('order').notNull().default(0),
    estimatedTime: integer('estimated_time'),
    isRequired: boolean('is_required').notNull().default(true),
    createdById: integer('created_by_id'),
  },
  (t) => [index('cleaning_template_tasks_template_id_idx').on(t.templateId, t.order)],
);

export const cleaningSessions = home.table(
  'cleaning_sessions',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    /** Null once the routine was deleted: the session keeps its name and checklist as history. */
    templateId: integer('template_id').references(() => cleaningTemplates.id, { onDelete: 'set null' }),
    templateName: text('template_name').notNull(),
    area: text('area'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedById: integer('completed_by_id'),
    notes: text('notes'),
    createdById: integer('created_by_id'),
  },
  (t) => [index('cleaning_sessions_family_id_id_idx').on(t.familyId, t.id)],
);

export const cleaningSessionTasks = home.table(
  'cleaning_session_tasks',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => cleaningSessions.id, { onDelete: 'cascade' }),
    templateTaskId: integer('template_task_id').references(() => cleaningTemplateTasks.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    order: integer('order').notNull().default(0),
    isRequired: boolean('is_required').notNull().default(true),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedById: integer('completed_by_id'),
    notes: text('notes'),
  },
  (t) => [index('cleaning_session_tasks_session_id_idx').on(t.sessionId, t.order)],
);
