import { z } from 'zod';
import type {
  Conversation,
  ConversationList,
  ConversationMessage,
  ConversationMessagePage,
  conversationMembersBody,
  conversationMessageBody,
  conversationMessagePageQuery,
  createConversationBody,
  editMessageBody,
  directConversationBody,
  updateConversationBody,
} from '@familyhub/contracts';
import {
  badRequest,
  conflict,
  keysetCursor,
  notFound,
  type Caller,
  type FamilyMembers,
  type LiveEvents,
} from '@familyhub/server-kit';
import { tellMentioned, type AlertHooks } from '../alerts';
import type { GroupMessageRow } from '../schema';
import { assertMessagingPlan, assertOwnMessage, CONVERSATIONS_TOPIC } from '../messages';
import { mediaOf, type MessageMediaService, type VoiceNoteRow } from '../message-media';
import type { ConversationRow, ConversationsRepository } from './conversations.repository';

type CreateBody = z.output<typeof createConversationBody>;
type DirectBody = z.output<typeof directConversationBody>;
type UpdateBody = z.output<typeof updateConversationBody>;
type MembersBody = z.output<typeof conversationMembersBody>;
type MessageBody = z.output<typeof conversationMessageBody>;
type EditBody = z.output<typeof editMessageBody>;
type PageQuery = z.output<typeof conversationMessagePageQuery>;

const conversationNotFound = () => notFound('Conversation');
const messageCursor = keysetCursor(z.object({ before: z.number().int().positive() }));

function toMessage(row: GroupMessageRow, voiceNotes: Map<string, VoiceNoteRow>): ConversationMessage {
  return {
    id: row.id,
    conversationId: row.groupId,
    senderId: row.senderId,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    deleted: row.deletedAt !== null,
    media: mediaOf(row, voiceNotes),
  };
}

function toConversation({ group, memberIds, lastMessage, unread }: ConversationRow): Conversation {
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    direct: group.direct,
    isActive: group.isActive,
    createdById: group.createdById,
    memberIds,
    lastMessage: lastMessage
      ? {
          id: lastMessage.id,
          senderId: lastMessage.senderId,
          content: lastMessage.content,
          timestamp: lastMessage.createdAt.toISOString(),
        }
      : null,
    unread,
    createdAt: group.createdAt.toISOString(),
  };
}

export interface ConversationsServiceOptions {
  repository: ConversationsRepository;
  members: FamilyMembers;
  live: LiveEvents;
  /** Members a message @mentions are told (issue #32). */
  alerts: Pick<AlertHooks, 'messageSent'>;
  /** Photos, files and voice notes (issue #32). */
  media: MessageMediaService;
  /** The member's unread count of the whole-family thread, answered with the list (messages.repository). */
  familyThreadUnread(familyId: number, userId: number): Promise<number>;
}

/**
 * Groups and direct conversations (issue #32; premium like the family thread). A member reads, writes to and even
 * learns of only the conversations they belong to: any other id answers 404, in this family or another. Admins and
 * parents start groups and, when in them, rename, archive and set their members; every member starts a direct
 * conversation with another. An archived group is read-only.
 */
export function createConversationsService({
  repository,
  members,
  live,
  alerts,
  media,
  familyThreadUnread,
}: ConversationsServiceOptions) {
  const present = async (rows: GroupMessageRow[]) => {
    const notes = await media.voiceNotesOf(rows);
    return rows.map((row) => toMessage(row, notes));
  };
  /** The ids, each a member of the caller's family, with the caller in and no repeats. */
  async function familyMemberIds(caller: Caller, ids: number[], requestId?: string): Promise<number[]> {
    const family = new Set((await members.list(caller, requestId)).map((m) => m.id));
    const unique = [...new Set([caller.userId, ...ids])];
    if (unique.some((id) => !family.has(id))) throw badRequest('Members must be members of your family');
    return unique;
  }

  async function conversationOf(caller: Caller, id: number) {
    const group = await repository.findFor(caller.familyId, caller.userId, id);
    if (!group) throw conversationNotFound();
    return group;
  }

  async function describe(caller: Caller, id: number): Promise<Conversation> {
    const group = await conversationOf(caller, id);
    const [row] = await repository.describe([group], caller.userId);
    return toConversation(row);
  }

  function changed(caller: Caller) {
    live.publish(caller.familyId, CONVERSATIONS_TOPIC);
  }

  /** A group an organiser may change: theirs to see, not a direct conversation. */
  async function manageable(caller: Caller, id: number) {
    const group = await conversationOf(caller, id);
    if (group.direct) throw conflict('A direct conversation has no name or members to change');
    return group;
  }

  return {
    async list(caller: Caller): Promise<ConversationList> {
      assertMessagingPlan(caller);
      const rows = await repository.listFor(caller.familyId, caller.userId);
      return {
        items: rows.map(toConversation),
        familyThreadUnread: await familyThreadUnread(caller.familyId, caller.userId),
      };
    },

    async get(caller: Caller, id: number): Promise<Conversation> {
      assertMessagingPlan(caller);
      return describe(caller, id);
    },

    async create(caller: Caller, body: CreateBody, requestId?: string): Promise<Conversation> {
      assertMessagingPlan(caller);
      const memberIds = await familyMemberIds(caller, body.memberIds, requestId);
      const group = await repository.create(
        caller.familyId,
        { name: body.name, description: body.description ?? null, direct: false, createdById: caller.userId },
        memberIds,
      );
      changed(caller);
      return describe(caller, group.id);
    },

    async direct(caller: Caller, body: DirectBody, requestId?: string): Promise<Conversation> {
      assertMessagingPlan(caller);
      if (body.memberId === caller.userId) throw badRequest('A direct conversation is with another member');
      const memberIds = await familyMemberIds(caller, [body.memberId], requestId);
      const existing = await repository.findDirect(caller.familyId, caller.userId, body.memberId);
      if (existing) return describe(caller, existing.id);
      const group = await repository.create(
        caller.familyId,
        { name: null, description: null, direct: true, createdById: caller.userId },
        memberIds,
      );
      changed(caller);
      return describe(caller, group.id);
    },

    async update(caller: Caller, id: number, body: UpdateBody): Promise<Conversation> {
      assertMessagingPlan(caller);
      await manageable(caller, id);
      await repository.update(id, {
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.description === undefined ? {} : { description: body.description ?? null }),
        ...(body.isActive === undefined ? {} : { isActive: body.isActive }),
      });
      changed(caller);
      return describe(caller, id);
    },

    async setMembers(
      caller: Caller,
      id: number,
      body: MembersBody,
      requestId?: string,
    ): Promise<Conversation> {
      assertMessagingPlan(caller);
      await manageable(caller, id);
      const memberIds = await familyMemberIds(caller, body.memberIds, requestId);
      await repository.setMembers(caller.familyId, id, memberIds);
      changed(caller);
      return describe(caller, id);
    },

    async messages(caller: Caller, id: number, query: PageQuery): Promise<ConversationMessagePage> {
      assertMessagingPlan(caller);
      await conversationOf(caller, id);
      const before = messageCursor.decode(query.cursor)?.before;
      const { rows, hasEarlier } = await repository.page(id, { before, limit: query.limit });
      const nextCursor = hasEarlier && rows.length > 0 ? messageCursor.encode({ before: rows[0].id }) : null;
      return { items: await present(rows), nextCursor };
    },

    async send(
      caller: Caller,
      id: number,
      body: MessageBody,
      requestId?: string,
    ): Promise<ConversationMessage> {
      assertMessagingPlan(caller);
      const group = await conversationOf(caller, id);
      if (!group.isActive) throw conflict('This group is archived: bring it back to write in it');
      const attached = await media.prepare(caller, body.attachment);
      const row = await repository.send(
        caller.familyId,
        id,
        caller.userId,
        body.content,
        attached.columns,
        (tx) => media.keepVoice(tx, caller.familyId, attached),
      );
      media.sent(attached);
      changed(caller);
      const [{ memberIds }] = await repository.describe([group], caller.userId);
      await tellMentioned(
        alerts,
        members,
        caller,
        { id: row.id, content: row.content, conversationId: id, readerIds: memberIds },
        requestId,
      );
      const [message] = await present([row]);
      return message;
    },

    async editMessage(
      caller: Caller,
      id: number,
      messageId: number,
      body: EditBody,
    ): Promise<ConversationMessage> {
      assertMessagingPlan(caller);
      await conversationOf(caller, id);
      assertOwnMessage(caller, await repository.findMessage(id, messageId));
      const row = await repository.changeMessage(messageId, body.content);
      changed(caller);
      const [message] = await present([row]);
      return message;
    },

    async removeMessage(caller: Caller, id: number, messageId: number): Promise<void> {
      assertMessagingPlan(caller);
      await conversationOf(caller, id);
      const row = assertOwnMessage(caller, await repository.findMessage(id, messageId));
      await repository.changeMessage(messageId, null);
      await media.drop(caller.familyId, row);
      changed(caller);
    },

    async markRead(caller: Caller, id: number): Promise<Conversation> {
      assertMessagingPlan(caller);
      await conversationOf(caller, id);
      await repository.markRead(id, caller.userId);
      // The member's other open screens (the sidebar's count, another device) follow.
      changed(caller);
      return describe(caller, id);
    },
  };
}
export type ConversationsService = ReturnType<typeof createConversationsService>;
