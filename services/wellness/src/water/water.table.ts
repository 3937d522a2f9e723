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
import type { WaterUnit } from '@familyhub/contracts';
import { wellness } from '../pg-schema';

// user_id points at identity's users: no foreign key.
export const waterIntakes = wellness.table(
  'water_intake',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    userId: integer('user_id').notNull(),
    amount: doublePrecision('amount').notNull(),
    unit: text('unit').$type<WaterUnit>().notNull().default('oz'),
    /** The amount in ounces, so totals are summed in SQL whatever unit each intake was entered in. */
    amountOz: doublePrecision('amount_oz').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('water_intake_family_id_date_idx').on(t.familyId, t.date),
    index('water_intake_family_id_id_idx').on(t.familyId, t.id),
    check('water_intake_amount_check', sql`${t.amount} >= 1`),
  ],
);
export type WaterIntakeRow = typeof waterIntakes.$inferSelect;

/** One goal per member: POST creates it, PATCH changes it (001 §7). */
export const waterGoals = wellness.table(
  'water_goals',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    userId: integer('user_id').notNull(),
    dailyGoal: doublePrecision('daily_goal').notNull().default(64),
    unit: text('unit').$type<WaterUnit>().notNull().default('oz'),
    reminder: boolean('reminder').notNull().default(false),
    reminderFrequency: integer('reminder_frequency').notNull().default(60),
    startTime: text('start_time').notNull().default('08:00'),
    endTime: text('end_time').notNull().default('20:00'),
    timeZone: text('time_zone').notNull().default('UTC'),
  },
  (t) => [
    uniqueIndex('water_goals_family_id_user_id_idx').on(t.familyId, t.userId),
    check('water_goals_daily_goal_check', sql`${t.dailyGoal} >= 1`),
  ],
);
export type WaterGoalRow = typeof waterGoals.$inferSelect;
