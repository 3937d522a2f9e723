import type { Message, MessagePage, createMessageBody, messagePageQuery } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import type { z } from 'zod';
import type { LiveEvents } from '@familyhub/server-kit';
import type { MessageRow } from '../schema';
import type { MessagesRepository } from './messages.repository';

type CreateMessage = z.output<typeof createMessageBody>;
type PageQuery = z.output<typeof messagePageQuery>;

export const MESSAGES_TOPIC = 'messages';

export function toMessage(row: MessageRow): Message {
  return { id: row.id, content: row.content, senderId: row.senderId, timestamp: row.createdAt.toISOString() };
}

/**
 * Family messages: every member (admin, parent or child) reads the family's conversation and writes to it.
 * The sender is always the caller and the time the server's, whatever the body says.
 */
export function createMessagesService(messages: MessagesRepository, live: LiveEvents) {
  return {
    async page(caller: Caller, query: PageQuery): Promise<MessagePage> {
      const { rows, hasEarlier } = await messages.page(caller.familyId, query);
      return { items: rows.map(toMessage), nextBefore: hasEarlier && rows.length > 0 ? rows[0].id : null };
    },

    async send(caller: Caller, body: CreateMessage): Promise<Message> {
      const row = await messages.insert(caller.familyId, { senderId: caller.userId, content: body.content });
      live.publish(caller.familyId, MESSAGES_TOPIC);
      return toMessage(row);
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
