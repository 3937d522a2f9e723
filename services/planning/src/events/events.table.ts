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
import type { Recurrence, Weekday } from '@familyhub/contracts';
import { planning } from '../pg-schema';

// A one-off event or a repeating series; occurrences are expanded per window (events/recurrence.ts).
// owner_id points at identity's users: no foreign key.
export const events = planning.table(
  'events',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    allDay: boolean('all_day').notNull().default(false),
    color: text('color').notNull().default('#4F46E5'),
    ownerId: integer('owner_id'),
    timeZone: text('time_zone').notNull().default('UTC'),
    recurrence: text('recurrence').$type<Recurrence>(),
    recurrenceDays: text('recurrence_days').array().$type<Weekday[]>(),
    recurrenceUntil: date('recurrence_until', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_family_id_start_at_idx').on(t.familyId, t.startAt),
    check('events_recurrence_check', sql`${t.recurrence} in ('daily', 'weekly', 'monthly', 'yearly')`),
  ],
);

// One occurrence of a repeating series changed on its own: cancelled, or replaced by its own title, description
// and times. Keyed by the instant the series puts that occurrence; goes away with its series.
export const eventExceptions = planning.table(
  'event_exceptions',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    occurrenceStart: timestamp('occurrence_start', { withTimezone: true }).notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    title: text('title'),
    description: text('description'),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_exceptions_event_id_occurrence_start_idx').on(t.eventId, t.occurrenceStart),
    index('event_exceptions_family_id_event_id_idx').on(t.familyId, t.eventId),
    // A changed occurrence has its own title and start; a cancelled one needs neither.
    check(
      'event_exceptions_replacement_check',
      sql`${t.cancelled} or (${t.title} is not null and ${t.startAt} is not null)`,
    ),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type EventExceptionRow = typeof eventExceptions.$inferSelect;
