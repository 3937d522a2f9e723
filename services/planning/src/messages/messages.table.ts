import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { planning } from '../pg-schema';
import { messageMediaColumns } from '../shared/message-media-columns';

// sender_id points at identity's users: no foreign key. (family_id, id) serves the newest-first pages.
export const messages = planning.table(
  'messages',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    senderId: integer('sender_id').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Issue #32: the sender changed it (shown as edited) or deleted it (the content is emptied). */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** A photo, file or voice note it carries (issue #32). */
    ...messageMediaColumns(),
  },
  (t) => [
    index('messages_family_id_id_idx').on(t.familyId, t.id),
    // Search (issue #32): PostgreSQL's full-text search, the 'simple' configuration (no language's stemming).
    index('messages_content_search_idx').using('gin', sql`to_tsvector('simple', ${t.content})`),
  ],
);

export type MessageRow = typeof messages.$inferSelect;

/**
 * How far each member has read the family thread (issue #32), as message_group_members keeps it for a group: the
 * newest message they read and the messages from the others since, kept as they are sent so that listing counts
 * nothing. A member's row is made the first time their count is asked (familyThreadUnread), counting what the
 * others sent before; user_id points at identity's users: no foreign key.
 */
export const familyThreadReads = planning.table(
  'family_thread_reads',
  {
    familyId: integer('family_id').notNull(),
    userId: integer('user_id').notNull(),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    unreadCount: integer('unread_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.familyId, t.userId] })],
);

export type FamilyThreadReadRow = typeof familyThreadReads.$inferSelect;
