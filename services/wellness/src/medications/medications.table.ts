import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MedicationFrequency, TimeOfDay, Weekday } from '@familyhub/contracts';
import { wellness } from '../pg-schema';

// user_id and created_by_id point at identity's users: another service's schema, so no foreign keys.
// name, dosage and instructions hold ciphertext (protectedFields.wellnessMedications), so lists sort by id.
export const medications = wellness.table(
  'medications',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    dosage: text('dosage'),
    frequency: text('frequency').$type<MedicationFrequency>().notNull().default('daily'),
    timeOfDay: text('time_of_day').array().$type<TimeOfDay[]>().notNull(),
    daysOfWeek: text('days_of_week').array().$type<Weekday[]>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    instructions: text('instructions'),
    isActive: boolean('is_active').notNull().default(true),
    minIntervalHours: doublePrecision('min_interval_hours'),
    timeZone: text('time_zone').notNull().default('UTC'),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('medications_family_id_id_idx').on(t.familyId, t.id),
    check(
      'medications_frequency_check',
      sql`${t.frequency} in ('daily', 'twice_daily', 'three_times_daily', 'weekly', 'biweekly', 'monthly', 'as_needed')`,
    ),
  ],
);
export type MedicationRow = typeof medications.$inferSelect;

/**
 * The family's one shared dose log. A dose is (medication, day, time-of-day slot): the unique index makes a
 * second log of the same dose fail even when two caregivers press at the same moment. As-needed doses have no
 * slot (null never collides); their minimum interval is checked under a row lock on the medication.
 */
export const medicationLogs = wellness.table(
  'medication_logs',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    medicationId: integer('medication_id')
      .notNull()
      .references(() => medications.id, { onDelete: 'cascade' }),
    doseDate: date('dose_date', { mode: 'string' }).notNull(),
    timeOfDay: text('time_of_day').$type<TimeOfDay>(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    takenByUserId: integer('taken_by_user_id'),
    skipped: boolean('skipped').notNull().default(false),
    notes: text('notes'),
  },
  (t) => [
    uniqueIndex('medication_logs_dose_idx').on(t.medicationId, t.doseDate, t.timeOfDay),
    index('medication_logs_family_id_dose_date_idx').on(t.familyId, t.doseDate),
    index('medication_logs_family_id_id_idx').on(t.familyId, t.id),
  ],
);
export type MedicationLogRow = typeof medicationLogs.$inferSelect;
