import { sql } from 'drizzle-orm';
import { boolean, index, integer, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { planning } from '../pg-schema';
import { messageMediaColumns } from '../shared/message-media-columns';

// Issue #32, 001 §3: message_groups, message_group_members (one row a member: the unique pair) and group_messages.
// Member and creator ids point at identity's users: no foreign key (as everywhere outside identity).

export const messageGroups = planning.table(
  'message_groups',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    /** Null for a direct conversation (two members, named after the other one). */
    name: text('name'),
    description: text('description'),
    direct: boolean('direct').notNull().default(false),
    createdById: integer('created_by_id'),
    isActive: boolean('is_active').notNull().default(true),
    /** Its newest message, kept as messages are sent (the list shows it without looking through the thread). */
    lastMessageId: integer('last_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_groups_family_id_idx').on(t.familyId)],
);

export const messageGroupMembers = planning.table(
  'message_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => messageGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    familyId: integer('family_id').notNull(),
    /** The newest message this member has read. */
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    /** Messages from the others since then: kept as they are sent, so listing conversations counts nothing. */
    unreadCount: integer('unread_count').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('message_group_members_family_user_idx').on(t.familyId, t.userId),
  ],
);

export const groupMessages = planning.table(
  'group_messages',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    groupId: integer('group_id')
      .notNull()
      .references(() => messageGroups.id, { onDelete: 'cascade' }),
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
    index('group_messages_group_id_id_idx').on(t.groupId, t.id),
    index('group_messages_content_search_idx').using('gin', sql`to_tsvector('simple', ${t.content})`),
  ],
);

export type MessageGroupRow = typeof messageGroups.$inferSelect;
export type MessageGroupMemberRow = typeof messageGroupMembers.$inferSelect;
export type GroupMessageRow = typeof groupMessages.$inferSelect;
