import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { MeTimeRecurrence, Weekday } from '@familyhub/contracts';
import { wellness } from '../pg-schema';

// user_id and created_by_id point at identity's users: no foreign key.
export const meTimeBlocks = wellness.table(
  'me_time_blocks',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    userId: integer('user_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    isRecurring: boolean('is_recurring').notNull().default(false),
    recurrencePattern: text('recurrence_pattern').$type<MeTimeRecurrence>(),
    daysOfWeek: text('days_of_week')
      .array()
      .$type<Weekday[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    doNotDisturb: boolean('do_not_disturb').notNull().default(false),
    completed: boolean('completed').notNull().default(false),
    /** Private to its person unless shared: other members see only "busy". */
    isShared: boolean('is_shared').notNull().default(false),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('me_time_blocks_family_id_start_time_idx').on(t.familyId, t.startTime, t.id),
    check('me_time_blocks_time_check', sql`${t.startTime} < ${t.endTime}`),
    check(
      'me_time_blocks_recurrence_check',
      sql`${t.recurrencePattern} is null or ${t.recurrencePattern} in ('daily', 'weekly', 'monthly')`,
    ),
  ],
);
export type MeTimeBlockRow = typeof meTimeBlocks.$inferSelect;
