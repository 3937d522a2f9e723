import { index, integer, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { planning } from '../pg-schema';

// One private iCal feed per member: only the SHA-256 of its secret token is kept, so a leaked database does not
// leak working feed addresses. user_id points at identity's users: no foreign key.
export const calendarFeeds = planning.table(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_hash_idx').on(t.tokenHash),
    uniqueIndex('calendar_feeds_family_id_user_id_idx').on(t.familyId, t.userId),
    index('calendar_feeds_family_id_idx').on(t.familyId),
  ],
);
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
