import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { wellness } from '../pg-schema';

// user_id, owner_id and viewer_id point at identity's users: another service's schema, so no foreign keys.
// responses hold the JSON array of free answers, sealed (checkins.repository.ts); the five measures are plain
// integers on mood's 1–10 scale, so the chart can be drawn and the low-days rule read without opening anything.
export const mentalHealthCheckins = wellness.table(
  'mental_health_checkins',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    userId: integer('user_id').notNull(),
    overallFeeling: integer('overall_feeling').notNull(),
    sleepQuality: integer('sleep_quality').notNull(),
    anxiety: integer('anxiety').notNull(),
    depression: integer('depression').notNull(),
    focus: integer('focus').notNull(),
    responses: text('responses'),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One a day per member: a second save that day updates it.
    uniqueIndex('mental_health_checkins_family_user_date_idx').on(t.familyId, t.userId, t.date),
    ...(['overall_feeling', 'sleep_quality', 'anxiety', 'depression', 'focus'] as const).map((column) =>
      check(`mental_health_checkins_${column}_check`, sql`${sql.identifier(column)} between 1 and 10`),
    ),
  ],
);
export type CheckinRow = typeof mentalHealthCheckins.$inferSelect;

/** A member (owner) lets another member (viewer) read their check-ins. */
export const checkinShares = wellness.table(
  'mental_health_checkin_shares',
  {
    familyId: integer('family_id').notNull(),
    ownerId: integer('owner_id').notNull(),
    viewerId: integer('viewer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.familyId, t.ownerId, t.viewerId] }),
    index('mental_health_checkin_shares_viewer_idx').on(t.familyId, t.viewerId),
  ],
);
