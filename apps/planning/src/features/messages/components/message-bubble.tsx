import { Avatar, ItemActions, cn } from '@familyhub/ui';
import { useFormats, useMessages, type Formats } from '@familyhub/ui/i18n';
import { messagesMessages } from '../messages';
import type { ResolvedMessage } from '../use-resolved-messages';
import { MessageMediaView } from './message-media-view';

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** "02:05 PM" today, "Nov 22, 02:05 PM" on another day ("22 nov, 14:05" in Spanish): in the member's formats. */
export function sentAt(timestamp: string, formats: Pick<Formats, 'date' | 'time'>, now = new Date()): string {
  const at = new Date(timestamp);
  const time = formats.time(at, { hour: '2-digit', minute: '2-digit' });
  if (sameDay(at, now)) return time;
  return `${formats.date(at, { day: 'numeric', month: 'short' })}, ${time}`;
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
  const t = useMessages(messagesMessages);
  const formats = useFormats();
  const { sender } = message;
  const text = message.deleted ? t('bubble.deleted') : message.content;
  const media = message.deleted ? null : message.media;
  const label = media
    ? text
      ? t('bubble.sentWithText', { kind: media.kind, text })
      : t('bubble.sent', { kind: media.kind })
    : text;
  return (
    <li
      aria-label={t('bubble.label', { name: sender.name, text: label })}
      className={cn('flex items-end gap-2', own && 'flex-row-reverse')}
      data-own={own || undefined}
    >
      <Avatar name={sender.name} imageUrl={sender.avatarUrl} color={sender.color} size="sm" />
      <div
        className={cn('grid max-w-[80%] gap-0.5', own ? 'justify-items-end text-end' : 'justify-items-start')}
      >
        <div className="flex items-baseline gap-2 text-xs text-muted-foreground">
          <span className="font-medium text-foreground">{own ? t('you') : sender.name}</span>
          <time dateTime={message.timestamp}>{sentAt(message.timestamp, formats)}</time>
          {message.editedAt && !message.deleted ? <span>{t('bubble.edited')}</span> : null}
        </div>
        {media && !compact ? <MessageMediaView media={media} own={own} /> : null}
        {compact && media && !text ? (
          <p className="text-sm text-muted-foreground italic">
            {t('bubble.sentCompact', { kind: media.kind })}
          </p>
        ) : null}
        {text ? (
          <p
            className={cn(
              'rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
              own
                ? 'rounded-ee-sm bg-primary text-primary-foreground'
                : 'rounded-es-sm bg-muted text-foreground',
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
          itemLabel={t('bubble.itemLabel')}
          onEdit={onEdit}
          onDelete={onDelete}
          confirmTitle={t('confirm.delete.title')}
          confirmDescription={t('confirm.delete.body')}
        />
      ) : null}
    </li>
  );
}
