import { and, desc, eq, lt, max, ne, sql } from 'drizzle-orm';
import type { Database } from '@familyhub/server-kit';
import {
  familyThreadReads,
  groupMessages,
  messageGroupMembers,
  messages,
  type MessageRow,
  type PlanningSchema,
} from '../schema';
import { NO_MEDIA, type MediaColumns } from '../shared/message-media-columns';

export interface MessageRows {
  /** Oldest first. */
  rows: MessageRow[];
  /** Whether messages older than the first row exist. */
  hasEarlier: boolean;
}

/** A found message: in the family thread (conversationId null) or a conversation. */
export interface FoundMessage {
  id: number;
  conversationId: number | null;
  senderId: number;
  content: string;
  createdAt: Date;
}

/**
 * The words as a full-text query where each is a prefix ('pizz' finds 'pizza'), all of them required; only letters
 * and digits are kept, so nothing typed can change the query's syntax. Null when no word is left.
 */
export function prefixQuery(text: string): string | null {
  const words = text
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase())
    .filter((word) => word.length > 0);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

/**
 * Serialises a family's sends to the thread with the first count of a member (familyThreadUnread): a message is
 * either counted by the send (the row exists) or by the first count (it sees the message), never by neither.
 */
const threadLock = (tx: Database<PlanningSchema>, familyId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('planning.family_thread_reads'), ${familyId})`);

export function createMessagesRepository(db: Database<PlanningSchema>) {
  return {
    /**
     * Messages from the others the member has not read in the family thread. The first time, their row is made
     * with everything the others sent so far unread (they have read none of it); from then on sends keep it.
     */
    async unreadOf(familyId: number, userId: number): Promise<number> {
      const mine = and(eq(familyThreadReads.familyId, familyId), eq(familyThreadReads.userId, userId));
      const [row] = await db
        .select({ unread: familyThreadReads.unreadCount })
        .from(familyThreadReads)
        .where(mine);
      if (row) return row.unread;
      return db.transaction(async (tx) => {
        await threadLock(tx as unknown as Database<PlanningSchema>, familyId);
        const [{ count }] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(messages)
          .where(and(eq(messages.familyId, familyId), ne(messages.senderId, userId)));
        await tx
          .insert(familyThreadReads)
          .values({ familyId, userId, unreadCount: count })
          .onConflictDoNothing();
        const [made] = await tx
          .select({ unread: familyThreadReads.unreadCount })
          .from(familyThreadReads)
          .where(mine);
        return made.unread;
      });
    },

    /** Everything in the family thread so far is read by this member. */
    async markRead(familyId: number, userId: number): Promise<void> {
      const [newest] = await db
        .select({ id: max(messages.id) })
        .from(messages)
        .where(eq(messages.familyId, familyId));
      const read = { lastReadMessageId: newest?.id ?? 0, unreadCount: 0 };
      await db
        .insert(familyThreadReads)
        .values({ familyId, userId, ...read })
        .onConflictDoUpdate({ target: [familyThreadReads.familyId, familyThreadReads.userId], set: read });
    },

    /**
     * Messages matching every word, newest first, among the family thread and the conversations the member is in
     * (PostgreSQL full-text search, the GIN indexes of migration 0016).
     */
    async search(familyId: number, userId: number, text: string, limit: number): Promise<FoundMessage[]> {
      const query = prefixQuery(text);
      if (!query) return [];
      const matches = (content: typeof messages.content | typeof groupMessages.content) =>
        sql`to_tsvector('simple', ${content}) @@ to_tsquery('simple', ${query})`;
      const family = await db
        .select({
          id: messages.id,
          senderId: messages.senderId,
          content: messages.content,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(and(eq(messages.familyId, familyId), matches(messages.content)))
        .orderBy(desc(messages.id))
        .limit(limit);
      const conversations = await db
        .select({
          id: groupMessages.id,
          conversationId: groupMessages.groupId,
          senderId: groupMessages.senderId,
          content: groupMessages.content,
          createdAt: groupMessages.createdAt,
        })
        .from(groupMessages)
        .innerJoin(
          messageGroupMembers,
          and(eq(messageGroupMembers.groupId, groupMessages.groupId), eq(messageGroupMembers.userId, userId)),
        )
        .where(and(eq(groupMessages.familyId, familyId), matches(groupMessages.content)))
        .orderBy(desc(groupMessages.id))
        .limit(limit);
      return [...family.map((row) => ({ ...row, conversationId: null })), ...conversations]
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
        .slice(0, limit);
    },

    /** The newest `limit` messages with an id below `before` (all when absent), returned oldest first. */
    async page(familyId: number, options: { before?: number; limit: number }): Promise<MessageRows> {
      const where =
        options.before === undefined
          ? eq(messages.familyId, familyId)
          : and(eq(messages.familyId, familyId), lt(messages.id, options.before));
      // One row more than asked tells whether an earlier page exists, without a count.
      const newestFirst = await db
        .select()
        .from(messages)
        .where(where)
        .orderBy(desc(messages.id))
        .limit(options.limit + 1);
      const hasEarlier = newestFirst.length > options.limit;
      return { rows: newestFirst.slice(0, options.limit).reverse(), hasEarlier };
    },

    async find(familyId: number, id: number): Promise<MessageRow | undefined> {
      const [row] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.familyId, familyId), eq(messages.id, id)));
      return row;
    },

    /** The sender's new words, or (content null) the message deleted: emptied of words and media, its place kept. */
    async change(id: number, content: string | null): Promise<MessageRow> {
      const now = new Date();
      const [row] = await db
        .update(messages)
        .set(content === null ? { content: '', deletedAt: now, ...NO_MEDIA } : { content, editedAt: now })
        .where(eq(messages.id, id))
        .returning();
      return row;
    },

    /** Stores a message with its media; `alongside` writes what goes with it (a voice note) in the same transaction. */
    async insert(
      familyId: number,
      values: { senderId: number; content: string; media: MediaColumns },
      alongside?: (tx: Database<PlanningSchema>) => Promise<void>,
    ): Promise<MessageRow> {
      return db.transaction(async (tx) => {
        await threadLock(tx as unknown as Database<PlanningSchema>, familyId);
        const [row] = await tx
          .insert(messages)
          .values({ familyId, senderId: values.senderId, content: values.content, ...values.media })
          .returning();
        await alongside?.(tx as unknown as Database<PlanningSchema>);
        // Everyone counted so far has one more to read; the sender has read everything up to their own message.
        await tx
          .update(familyThreadReads)
          .set({ unreadCount: sql`${familyThreadReads.unreadCount} + 1` })
          .where(
            and(eq(familyThreadReads.familyId, familyId), ne(familyThreadReads.userId, values.senderId)),
          );
        const read = { lastReadMessageId: row.id, unreadCount: 0 };
        await tx
          .insert(familyThreadReads)
          .values({ familyId, userId: values.senderId, ...read })
          .onConflictDoUpdate({ target: [familyThreadReads.familyId, familyThreadReads.userId], set: read });
        return row;
      });
    },
  };
}
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
