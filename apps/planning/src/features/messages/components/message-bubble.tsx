import { Avatar, ItemActions, cn } from '@familyhub/ui';
import type { ResolvedMessage } from '../use-resolved-messages';
import { MessageMediaView } from './message-media-view';

const mediaWords = { photo: 'a photo', file: 'a file', voice: 'a voice note' } as const;

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** "14:05" today, "22 Nov, 14:05" on another day. */
export function sentAt(timestamp: string, now = new Date()): string {
  const at = new Date(timestamp);
  const time = at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  if (sameDay(at, now)) return time;
  return `${at.toLocaleDateString(undefined, { day: 'numeric', month: 'short' })}, ${time}`;
}

export interface MessageBubbleProps {
  message: ResolvedMessage;
  /** The signed-in member's own message: drawn on the other side, in the primary colour. */
  own: boolean;
  compact?: boolean;
  /** The sender's own message: change it, or delete it after confirming (issue #32). */
  onEdit?: () => void;
  onDelete?: () => void;
}

export function MessageBubble({ message, own, compact = false, onEdit, onDelete }: MessageBubbleProps) {
  const { sender } = message;
  const text = message.deleted ? 'This message was deleted' : message.content;
  const media = message.deleted ? null : message.media;
  const label = media ? `sent ${mediaWords[media.kind]}${text ? `: ${text}` : ''}` : text;
  return (
    <li
      aria-label={`${sender.name}: ${label}`}
      className={cn('flex items-end gap-2', own && 'flex-row-reverse')}
      data-own={own || undefined}
    >
      <Avatar name={sender.name} imageUrl={sender.avatarUrl} color={sender.color} size="sm" />
      <div
        className={cn(
          'grid max-w-[80%] gap-0.5',
          own ? 'justify-items-end text-right' : 'justify-items-start',
        )}
      >
        <div className="flex items-baseline gap-2 text-xs text-muted-foreground">
          <span className="font-medium text-foreground">{own ? 'You' : sender.name}</span>
          <time dateTime={message.timestamp}>{sentAt(message.timestamp)}</time>
          {message.editedAt && !message.deleted ? <span>(edited)</span> : null}
        </div>
        {media && !compact ? <MessageMediaView media={media} own={own} /> : null}
        {compact && media && !text ? (
          <p className="text-sm text-muted-foreground italic">Sent {mediaWords[media.kind]}</p>
        ) : null}
        {text ? (
          <p
            className={cn(
              'rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
              own
                ? 'rounded-br-sm bg-primary text-primary-foreground'
                : 'rounded-bl-sm bg-muted text-foreground',
              compact && 'line-clamp-2',
              message.deleted && 'bg-transparent italic text-muted-foreground ring-1 ring-border',
            )}
          >
            {text}
          </p>
        ) : null}
      </div>
      {own && !message.deleted && !compact ? (
        <ItemActions
          itemLabel="your message"
          onEdit={onEdit}
          onDelete={onDelete}
          confirmTitle="Delete this message?"
          confirmDescription="It shows as deleted for everyone in the conversation."
        />
      ) : null}
    </li>
  );
}
