import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { schoolEventTypes, type SchoolEventType } from '@familyhub/contracts';
import { school } from '../pg-schema';
import { schools } from '../schools';

// created_by_id points at identity's users: no foreign key. Times are the school's local wall-clock times.
export const schoolEvents = school.table(
  'school_events',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    allDay: boolean('all_day').notNull().default(true),
    startTime: text('start_time'),
    endTime: text('end_time'),
    location: text('location'),
    eventType: text('event_type').$type<SchoolEventType>().notNull().default('other'),
    reminderDays: integer('reminder_days').notNull().default(1),
    notes: text('notes'),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('school_events_family_start_idx').on(t.familyId, t.startDate, t.id),
    check(
      'school_events_type_check',
      sql.raw(`event_type in (${schoolEventTypes.map((type) => `'${type}'`).join(', ')})`),
    ),
    check('school_events_reminder_check', sql`${t.reminderDays} between 0 and 30`),
  ],
);
export type SchoolEventRow = typeof schoolEvents.$inferSelect;
