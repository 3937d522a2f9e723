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
import type { ChoreAssignmentStatus, ChoreFrequency } from '@familyhub/contracts';
import { home } from '../pg-schema';

// family_id, created_by_id and the member ids point at identity's rows: another service's schema, so no foreign keys.
export const chores = home.table(
  'chores',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    points: integer('points').notNull().default(10),
    frequency: text('frequency').$type<ChoreFrequency>().notNull().default('weekly'),
    isActive: boolean('is_active').notNull().default(true),
    /** One member, or the rotation's members in their set order. */
    assigneeIds: integer('assignee_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chores_family_id_id_idx').on(t.familyId, t.id),
    check('chores_points_check', sql`${t.points} >= 0`),
    check('chores_frequency_check', sql`${t.frequency} in ('daily', 'weekly', 'monthly', 'once')`),
  ],
);
export type ChoreRow = typeof chores.$inferSelect;

export const choreAssignments = home.table(
  'chore_assignments',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    choreId: integer('chore_id')
      .notNull()
      .references(() => chores.id, { onDelete: 'cascade' }),
    /** Null once the member left the family (ADR 0006). */
    assignedToId: integer('assigned_to_id'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    status: text('status').$type<ChoreAssignmentStatus>().notNull().default('assigned'),
    completedDate: timestamp('completed_date', { withTimezone: true }),
    completedById: integer('completed_by_id'),
    verifiedById: integer('verified_by_id'),
    pointsAwarded: integer('points_awarded'),
    rejectionNote: text('rejection_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One turn per chore and period: a rollover run twice, or by two instances at once, makes it once.
    uniqueIndex('chore_assignments_chore_id_start_date_idx').on(t.choreId, t.startDate),
    index('chore_assignments_family_id_id_idx').on(t.familyId, t.id),
    index('chore_assignments_family_id_assigned_to_id_idx').on(t.familyId, t.assignedToId, t.id),
    check('chore_assignments_status_check', sql`${t.status} in ('assigned', 'completed', 'verified')`),
  ],
);
export type ChoreAssignmentRow = typeof choreAssignments.$inferSelect;
