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

const LEGACY_SCORE_COLUMNS = ['overall_feeling', 'sleep_quality', 'anxiety', 'depression', 'focus'] as const;

// user_id, owner_id and viewer_id point at identity's users: another service's schema, so no foreign keys.
// scores holds the five measures (mood's 1–10 scale) as one sealed JSON object, responses the JSON array of free
// answers, sealed too (checkins.repository.ts): a database dump shows neither a member's words nor their scores.
// The five integer columns are where rows from before the sealing kept their scores in plain; the
// field-key-rotation job (and a row's next save) moves them into scores and empties them.
export const mentalHealthCheckins = wellness.table(
  'mental_health_checkins',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    userId: integer('user_id').notNull(),
    scores: text('scores'),
    legacyOverallFeeling: integer('overall_feeling'),
    legacySleepQuality: integer('sleep_quality'),
    legacyAnxiety: integer('anxiety'),
    legacyDepression: integer('depression'),
    legacyFocus: integer('focus'),
    responses: text('responses'),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One a day per member: a second save that day updates it.
    uniqueIndex('mental_health_checkins_family_user_date_idx').on(t.familyId, t.userId, t.date),
    ...LEGACY_SCORE_COLUMNS.map((column) =>
      check(`mental_health_checkins_${column}_check`, sql`${sql.identifier(column)} between 1 and 10`),
    ),
    // Every check-in has its measures: sealed, or (a row from before the sealing) in plain.
    check(
      'mental_health_checkins_scores_check',
      sql`${sql.identifier('scores')} is not null or (${sql.join(
        LEGACY_SCORE_COLUMNS.map((column) => sql`${sql.identifier(column)} is not null`),
        sql` and `,
      )})`,
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
