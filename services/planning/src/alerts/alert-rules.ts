import { messageRef, wordedAlert, type MessageRef } from '@familyhub/contracts';
import type { EventRow, TaskRow } from '../schema';
import { resolvedOccurrences, type ExceptionsByEvent } from '../events';
import type { NewAlert } from './alerts.repository';

/** An event starting within this long from now raises an urgent alert. */
export const SOON_MS = 60 * 60 * 1000;

export interface SoonOccurrence {
  event: EventRow;
  /** The occurrence's own title (one occurrence of a series may be renamed on its own). */
  title: string;
  start: Date;
  end: Date | null;
}

/**
 * The occurrences (of one-off events and of repeating series) that start within the next hour: from `now`
 * included to `now + 1 h` excluded. All-day events have no start time to warn about and are left out.
 */
export function occurrencesStartingSoon(
  series: readonly EventRow[],
  now: Date,
  exceptions: ExceptionsByEvent = new Map(),
): SoonOccurrence[] {
  const window = { start: now, end: new Date(now.getTime() + SOON_MS) };
  return series
    .filter((event) => !event.allDay)
    .flatMap((event) =>
      resolvedOccurrences(event, window, exceptions.get(event.id))
        .filter((o) => o.start.getTime() >= now.getTime())
        .map((o) => ({ event, title: o.title, start: o.start, end: o.end })),
    );
}

/** "Starts at 09:00 (Europe/Berlin time)": the clock of the event's own zone, in the reader's language. */
function startsAt(instant: Date, zone: string): MessageRef {
  const time = { instant: instant.toISOString(), timeZone: zone, show: 'time' as const };
  return zone === 'UTC'
    ? messageRef('Starts at {time} UTC', { time })
    : messageRef('Starts at {time} ({zone} time)', { time, zone });
}

/**
 * Every event is on the family's shared calendar (events have no guest list of members), so each member gets
 * the alert; the dedupe key names the occurrence, so reading alerts again never raises it twice.
 */
export function eventSoonAlert(occurrence: SoonOccurrence, recipientId: number): NewAlert {
  const { event, title, start, end } = occurrence;
  return {
    userId: recipientId,
    ...wordedAlert(messageRef('Starting soon: {title}', { title }), startsAt(start, event.timeZone)),
    priority: 'urgent',
    targetType: 'event',
    targetId: event.id,
    dedupeKey: `event-soon:${event.id}:${start.toISOString()}`,
    createdById: event.ownerId,
    // Once the occurrence is over the alert has nothing left to say.
    expiresAt: end ?? new Date(start.getTime() + SOON_MS),
  };
}

/**
 * A task given to someone by someone else tells the assignee (nobody is alerted about their own choice). A task a
 * domain's job made for the family (no member acting, `assignerId` null) always tells the assignee.
 */
export function taskAssignedAlert(task: TaskRow, assignerId: number | null): NewAlert | null {
  if (task.assignedToId == null || task.assignedToId === assignerId) return null;
  return {
    userId: task.assignedToId,
    ...wordedAlert(
      messageRef('New task for you: {title}', { title: task.title }),
      task.dueDate ? messageRef('Due {date}', { date: { date: task.dueDate } }) : task.description,
    ),
    priority: 'normal',
    targetType: 'task',
    targetId: task.id,
    dedupeKey: `task-assigned:${task.id}:${task.assignedToId}`,
    createdById: assignerId,
    expiresAt: null,
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the text names the member with an @: their full name or their first name ('@Sam', '@Sam Rivera'). */
export function mentions(content: string, name: string): boolean {
  const first = name.trim().split(/\s+/)[0];
  return [name.trim(), first]
    .filter((token) => token.length > 0)
    .some((token) => new RegExp(`(^|[^\\w@])@${escapeRegExp(token)}(?![\\w])`, 'iu').test(content));
}

export interface MentionedMessage {
  messageId: number;
  senderId: number;
  /** Null when the sender is no longer in the family list. */
  senderName: string | null;
  content: string;
  /** The group or direct conversation; null for the whole family's thread. */
  conversationId: number | null;
  /** Who may read it: only they can be told of a mention (the family, or the conversation's members). */
  readers: readonly { id: number; name: string }[];
}

/** Issue #32: an alert for each reader the message @mentions (never the sender), opening the conversation. */
export function mentionAlerts(message: MentionedMessage): NewAlert[] {
  const where = message.conversationId === null ? 'family' : message.conversationId;
  const preview = message.content.length > 140 ? `${message.content.slice(0, 139)}…` : message.content;
  return message.readers
    .filter((reader) => reader.id !== message.senderId && mentions(message.content, reader.name))
    .map((reader) => ({
      userId: reader.id,
      // The preview is the sender's own words: shown as written, in every language.
      ...wordedAlert(
        message.senderName === null
          ? messageRef('A family member mentioned you')
          : messageRef('{name} mentioned you', { name: message.senderName }),
        preview,
      ),
      priority: 'normal' as const,
      targetType: message.conversationId === null ? 'message' : 'conversation',
      targetId: message.conversationId ?? message.messageId,
      dedupeKey: `mention:${where}:${message.messageId}:${reader.id}`,
      createdById: message.senderId,
      expiresAt: null,
    }));
}
