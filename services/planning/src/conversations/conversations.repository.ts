import { and, desc, eq, inArray, lt, max, ne, sql } from 'drizzle-orm';
import type { Database } from '@familyhub/server-kit';
import {
  groupMessages,
  messageGroupMembers,
  messageGroups,
  type GroupMessageRow,
  type MessageGroupRow,
  type PlanningSchema,
} from '../schema';
import { NO_MEDIA, type MediaColumns } from '../shared/message-media-columns';

/** A conversation with what its member sees of it. */
export interface ConversationRow {
  group: MessageGroupRow;
  memberIds: number[];
  lastMessage: GroupMessageRow | null;
  unread: number;
}

export function createConversationsRepository(db: Database<PlanningSchema>) {
  /** Members, last message and the viewer's unread count of some groups, in two queries whatever their number. */
  async function describe(groups: MessageGroupRow[], viewerId: number): Promise<ConversationRow[]> {
    if (groups.length === 0) return [];
    const ids = groups.map((g) => g.id);
    const members = await db
      .select()
      .from(messageGroupMembers)
      .where(inArray(messageGroupMembers.groupId, ids))
      .orderBy(messageGroupMembers.userId);
    const lastIds = groups.flatMap((g) => (g.lastMessageId === null ? [] : [g.lastMessageId]));
    const lastMessages =
      lastIds.length === 0
        ? []
        : await db.select().from(groupMessages).where(inArray(groupMessages.id, lastIds));
    const unread = new Map(
      members.filter((m) => m.userId === viewerId).map((m) => [m.groupId, m.unreadCount]),
    );
    const last = new Map(lastMessages.map((message) => [message.groupId, message]));
    return groups.map((group) => ({
      group,
      memberIds: members.filter((m) => m.groupId === group.id).map((m) => m.userId),
      lastMessage: last.get(group.id) ?? null,
      unread: unread.get(group.id) ?? 0,
    }));
  }

  return {
    describe,

    /** The conversations a member belongs to, the most recently active first. */
    async listFor(familyId: number, userId: number): Promise<ConversationRow[]> {
      const groups = await db
        .select({ group: messageGroups })
        .from(messageGroups)
        .innerJoin(
          messageGroupMembers,
          and(eq(messageGroupMembers.groupId, messageGroups.id), eq(messageGroupMembers.userId, userId)),
        )
        .where(eq(messageGroups.familyId, familyId))
        .orderBy(desc(messageGroups.updatedAt), desc(messageGroups.id));
      return describe(
        groups.map((g) => g.group),
        userId,
      );
    },

    /** One conversation, only when the member belongs to it (anything else is "not found" to them). */
    async findFor(familyId: number, userId: number, id: number): Promise<MessageGroupRow | undefined> {
      const [row] = await db
        .select({ group: messageGroups })
        .from(messageGroups)
        .innerJoin(
          messageGroupMembers,
          and(eq(messageGroupMembers.groupId, messageGroups.id), eq(messageGroupMembers.userId, userId)),
        )
        .where(and(eq(messageGroups.familyId, familyId), eq(messageGroups.id, id)));
      return row?.group;
    },

    /** The direct conversation of exactly these two members, if they have one. */
    async findDirect(familyId: number, a: number, b: number): Promise<MessageGroupRow | undefined> {
      const rows = await db
        .select({ group: messageGroups, members: sql<number[]>`array_agg(${messageGroupMembers.userId})` })
        .from(messageGroups)
        .innerJoin(messageGroupMembers, eq(messageGroupMembers.groupId, messageGroups.id))
        .where(and(eq(messageGroups.familyId, familyId), eq(messageGroups.direct, true)))
        .groupBy(messageGroups.id);
      return rows.find(({ members }) => members.length === 2 && members.includes(a) && members.includes(b))
        ?.group;
    },

    async create(
      familyId: number,
      values: { name: string | null; description: string | null; direct: boolean; createdById: number },
      memberIds: number[],
    ): Promise<MessageGroupRow> {
      return db.transaction(async (tx) => {
        const [group] = await tx
          .insert(messageGroups)
          .values({ ...values, familyId })
          .returning();
        await tx
          .insert(messageGroupMembers)
          .values(memberIds.map((userId) => ({ groupId: group.id, userId, familyId })));
        return group;
      });
    },

    async update(
      id: number,
      changes: Partial<Pick<MessageGroupRow, 'name' | 'description' | 'isActive'>>,
    ): Promise<MessageGroupRow> {
      const [row] = await db
        .update(messageGroups)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(messageGroups.id, id))
        .returning();
      return row;
    },

    /** Sets a group's members: those leaving go; those joining see what was said, none of it counted unread. */
    async setMembers(familyId: number, id: number, memberIds: number[]): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await tx
          .select({ userId: messageGroupMembers.userId })
          .from(messageGroupMembers)
          .where(eq(messageGroupMembers.groupId, id));
        const leaving = current.map((m) => m.userId).filter((userId) => !memberIds.includes(userId));
        const joining = memberIds.filter((userId) => !current.some((m) => m.userId === userId));
        if (leaving.length > 0) {
          await tx
            .delete(messageGroupMembers)
            .where(and(eq(messageGroupMembers.groupId, id), inArray(messageGroupMembers.userId, leaving)));
        }
        if (joining.length > 0) {
          await tx
            .insert(messageGroupMembers)
            .values(joining.map((userId) => ({ groupId: id, userId, familyId })));
        }
        await tx.update(messageGroups).set({ updatedAt: new Date() }).where(eq(messageGroups.id, id));
      });
    },

    /** The newest `limit` messages below `before`, oldest first, and whether earlier ones exist. */
    async page(groupId: number, options: { before?: number; limit: number }) {
      const where =
        options.before === undefined
          ? eq(groupMessages.groupId, groupId)
          : and(eq(groupMessages.groupId, groupId), lt(groupMessages.id, options.before));
      const newestFirst = await db
        .select()
        .from(groupMessages)
        .where(where)
        .orderBy(desc(groupMessages.id))
        .limit(options.limit + 1);
      return {
        rows: newestFirst.slice(0, options.limit).reverse(),
        hasEarlier: newestFirst.length > options.limit,
      };
    },

    /** Stores a message; the sender has read everything up to it, and the conversation moves to the top. */
    async send(
      familyId: number,
      groupId: number,
      senderId: number,
      content: string,
      media: MediaColumns,
      alongside?: (tx: Database<PlanningSchema>) => Promise<void>,
    ): Promise<GroupMessageRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(groupMessages)
          .values({ familyId, groupId, senderId, content, ...media })
          .returning();
        await alongside?.(tx as unknown as Database<PlanningSchema>);
        // The sender has read everything up to their own message; everyone else has one more to read.
        await tx
          .update(messageGroupMembers)
          .set({ lastReadMessageId: row.id, unreadCount: 0 })
          .where(and(eq(messageGroupMembers.groupId, groupId), eq(messageGroupMembers.userId, senderId)));
        await tx
          .update(messageGroupMembers)
          .set({ unreadCount: sql`${messageGroupMembers.unreadCount} + 1` })
          .where(and(eq(messageGroupMembers.groupId, groupId), ne(messageGroupMembers.userId, senderId)));
        await tx
          .update(messageGroups)
          .set({ updatedAt: row.createdAt, lastMessageId: row.id })
          .where(eq(messageGroups.id, groupId));
        return row;
      });
    },

    async findMessage(groupId: number, messageId: number): Promise<GroupMessageRow | undefined> {
      const [row] = await db
        .select()
        .from(groupMessages)
        .where(and(eq(groupMessages.groupId, groupId), eq(groupMessages.id, messageId)));
      return row;
    },

    /** The sender's new words, or (content null) the message deleted: emptied of words and media, its place kept. */
    async changeMessage(messageId: number, content: string | null): Promise<GroupMessageRow> {
      const now = new Date();
      const [row] = await db
        .update(groupMessages)
        .set(content === null ? { content: '', deletedAt: now, ...NO_MEDIA } : { content, editedAt: now })
        .where(eq(groupMessages.id, messageId))
        .returning();
      return row;
    },

    /** Everything in the conversation so far is read by this member. */
    async markRead(groupId: number, userId: number): Promise<void> {
      const [newest] = await db
        .select({ id: max(groupMessages.id) })
        .from(groupMessages)
        .where(eq(groupMessages.groupId, groupId));
      await db
        .update(messageGroupMembers)
        .set({ lastReadMessageId: newest?.id ?? 0, unreadCount: 0 })
        .where(and(eq(messageGroupMembers.groupId, groupId), eq(messageGroupMembers.userId, userId)));
    },
  };
}
export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
