import {
  MESSAGE_SEARCH_MAX,
  type Message,
  type MessagePage,
  type MessageSearchResults,
  type messageSearchQuery,
  type createMessageBody,
  type editMessageBody,
  type messagePageQuery,
} from '@familyhub/contracts';
import {
  conflict,
  forbidden,
  keysetCursor,
  notFound,
  type Caller,
  type FamilyMembers,
} from '@familyhub/server-kit';
import { z } from 'zod';
import type { LiveEvents } from '@familyhub/server-kit';
import type { MessageRow } from '../schema';
import { tellMentioned, type AlertHooks } from '../alerts';
import { assertMessagingPlan, CONVERSATIONS_TOPIC } from '../shared/messaging-plan';
import { mediaOf, type MessageMediaService, type VoiceNoteRow } from '../message-media';
import type { MessagesRepository } from './messages.repository';

type CreateMessage = z.output<typeof createMessageBody>;
type EditMessage = z.output<typeof editMessageBody>;
type PageQuery = z.output<typeof messagePageQuery>;
type SearchQuery = z.output<typeof messageSearchQuery>;

export const MESSAGES_TOPIC = 'messages';

/** The conversation's keyset: the id of the oldest message shown; the next page holds the ones before it. */
const messageCursor = keysetCursor(z.object({ before: z.number().int().positive() }));

export function toMessage(row: MessageRow, voiceNotes: Map<string, VoiceNoteRow>): Message {
  return {
    id: row.id,
    content: row.content,
    senderId: row.senderId,
    timestamp: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    deleted: row.deletedAt !== null,
    media: mediaOf(row, voiceNotes),
  };
}

/**
 * Issue #32: only its sender changes or deletes a message, and a deleted one stays deleted. `row` undefined: the
 * id is no message of this conversation.
 */
export function assertOwnMessage<R extends { senderId: number; deletedAt: Date | null }>(
  caller: Caller,
  row: R | undefined,
): R {
  if (!row) throw notFound('Message');
  if (row.senderId !== caller.userId) throw forbidden('You can only change your own messages');
  if (row.deletedAt) throw conflict('This message was deleted');
  return row;
}

export interface MessagesServiceOptions {
  repository: MessagesRepository;
  live: LiveEvents;
  members: FamilyMembers;
  /** Members a message @mentions are told (issue #32). */
  alerts: Pick<AlertHooks, 'messageSent'>;
  /** Photos, files and voice notes (issue #32). */
  media: MessageMediaService;
}

/**
 * Family messages (premium: `unlimited_messaging`): every member (admin, parent or child) reads the family's conversation and writes to it.
 * The sender is always the caller and the time the server's, whatever the body says.
 */
export function createMessagesService({
  repository: messages,
  live,
  members,
  alerts,
  media,
}: MessagesServiceOptions) {
  const present = async (rows: MessageRow[]) => {
    const notes = await media.voiceNotesOf(rows);
    return rows.map((row) => toMessage(row, notes));
  };
  return {
    async page(caller: Caller, query: PageQuery): Promise<MessagePage> {
      assertMessagingPlan(caller);
      const before = messageCursor.decode(query.cursor)?.before;
      const { rows, hasEarlier } = await messages.page(caller.familyId, { before, limit: query.limit });
      const nextCursor = hasEarlier && rows.length > 0 ? messageCursor.encode({ before: rows[0].id }) : null;
      return { items: await present(rows), nextCursor };
    },

    async search(caller: Caller, query: SearchQuery): Promise<MessageSearchResults> {
      assertMessagingPlan(caller);
      const found = await messages.search(caller.familyId, caller.userId, query.q, MESSAGE_SEARCH_MAX);
      return {
        items: found.map((row) => ({
          id: row.id,
          conversationId: row.conversationId,
          senderId: row.senderId,
          content: row.content,
          timestamp: row.createdAt.toISOString(),
        })),
      };
    },

    async edit(caller: Caller, id: number, body: EditMessage): Promise<Message> {
      assertMessagingPlan(caller);
      assertOwnMessage(caller, await messages.find(caller.familyId, id));
      const row = await messages.change(id, body.content);
      live.publish(caller.familyId, MESSAGES_TOPIC);
      const [message] = await present([row]);
      return message;
    },

    async remove(caller: Caller, id: number): Promise<void> {
      assertMessagingPlan(caller);
      const row = assertOwnMessage(caller, await messages.find(caller.familyId, id));
      await messages.change(id, null);
      await media.drop(caller.familyId, row);
      live.publish(caller.familyId, MESSAGES_TOPIC);
    },

    /** The caller has read the whole family thread: their count goes to 0 on their other open screens too. */
    async markRead(caller: Caller): Promise<void> {
      assertMessagingPlan(caller);
      await messages.markRead(caller.familyId, caller.userId);
      live.publish(caller.familyId, CONVERSATIONS_TOPIC);
    },

    async send(caller: Caller, body: CreateMessage, requestId?: string): Promise<Message> {
      assertMessagingPlan(caller);
      const attached = await media.prepare(caller, body.attachment);
      const row = await messages.insert(
        caller.familyId,
        { senderId: caller.userId, content: body.content, media: attached.columns },
        (tx) => media.keepVoice(tx, caller.familyId, attached),
      );
      media.sent(attached);
      live.publish(caller.familyId, MESSAGES_TOPIC);
      // The others' unread counts of the thread (the conversation list, the sidebar) went up.
      live.publish(caller.familyId, CONVERSATIONS_TOPIC);
      await tellMentioned(
        alerts,
        members,
        caller,
        { id: row.id, content: row.content, conversationId: null },
        requestId,
      );
      const [message] = await present([row]);
      return message;
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
