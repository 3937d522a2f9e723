import { logger, type Caller, type FamilyMembers } from '@familyhub/server-kit';
import type { AlertHooks } from './alerts.service';

export interface SentMessage {
  id: number;
  content: string;
  /** The group or direct conversation; null for the whole family's thread. */
  conversationId: number | null;
  /** Who may read it (a conversation's members); everyone in the family when absent. */
  readerIds?: readonly number[];
}

/**
 * Tells the members a just-sent message @mentions (issue #32), through the alerts and so the member's channels.
 * A failure is logged, never the sender's: the message is sent either way.
 */
export async function tellMentioned(
  alerts: Pick<AlertHooks, 'messageSent'>,
  members: FamilyMembers,
  caller: Caller,
  message: SentMessage,
  requestId?: string,
): Promise<void> {
  if (!message.content.includes('@')) return;
  try {
    const family = await members.list(caller, requestId);
    const readers = message.readerIds
      ? family.filter((member) => message.readerIds?.includes(member.id))
      : family;
    await alerts.messageSent(caller.familyId, {
      messageId: message.id,
      senderId: caller.userId,
      senderName: family.find((member) => member.id === caller.userId)?.name ?? null,
      content: message.content,
      conversationId: message.conversationId,
      readers,
    });
  } catch (err) {
    logger.child({ service: 'planning' }).warn({ err }, 'could not tell the members a message mentions');
  }
}
