import { UsersIcon } from 'lucide-react';
import type { Conversation } from '@familyhub/contracts';
import { Badge, cn } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { messagesMessages } from '../messages';

/** A group's name, or for a direct conversation the other member's. */
export function conversationTitle(
  conversation: Conversation,
  myId: number,
  nameOf: (id: number | null | undefined) => string,
): string {
  if (!conversation.direct) return conversation.name ?? messagesMessages.t('list.groupFallback');
  const other = conversation.memberIds.find((id) => id !== myId);
  return nameOf(other);
}

export interface ConversationListProps {
  conversations: readonly Conversation[];
  /** Messages from the others in the whole-family thread that the member has not read. */
  familyThreadUnread: number;
  /** The open one: null for the whole family's thread. */
  selected: number | null;
  onSelect: (id: number | null) => void;
  myId: number;
  nameOf: (id: number | null | undefined) => string;
}

/** The family thread first, then the member's groups and direct conversations, each with its unread count. */
export function ConversationList({
  conversations,
  familyThreadUnread,
  selected,
  onSelect,
  myId,
  nameOf,
}: ConversationListProps) {
  const t = useMessages(messagesMessages);
  const active = conversations.filter((c) => c.isActive);
  const archived = conversations.filter((c) => !c.isActive);
  const item = (id: number | null, title: string, unread: number, preview?: string) => (
    <li key={id ?? 'family'}>
      <button
        type="button"
        onClick={() => onSelect(id)}
        aria-current={selected === id ? 'true' : undefined}
        className={cn(
          'flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-start text-sm hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
          selected === id && 'bg-muted font-medium',
        )}
      >
        <span className="grid min-w-0">
          <span className="truncate">
            {title}
            {unread > 0 ? <span className="sr-only">, {t('list.unread', { count: unread })}</span> : null}
          </span>
          {preview ? <span className="truncate text-xs text-muted-foreground">{preview}</span> : null}
        </span>
        {unread > 0 ? <Badge aria-hidden>{unread > 99 ? '99+' : unread}</Badge> : null}
      </button>
    </li>
  );
  const entry = (c: Conversation) =>
    item(
      c.id,
      conversationTitle(c, myId, nameOf),
      c.unread,
      c.lastMessage
        ? t('list.preview', {
            sender: c.lastMessage.senderId === myId ? t('you') : nameOf(c.lastMessage.senderId),
            text: c.lastMessage.content || t('list.deletedPreview'),
          })
        : undefined,
    );
  return (
    <nav aria-label={t('screen.conversations')} className="grid gap-3">
      <ul className="grid gap-1">
        {item(null, t('familyThread.title'), familyThreadUnread, t('familyThread.subtitle'))}
        {active.map(entry)}
      </ul>
      {active.length === 0 ? (
        <p className="flex items-center gap-2 px-3 text-xs text-muted-foreground">
          <UsersIcon aria-hidden className="size-4" />
          {t('list.empty')}
        </p>
      ) : null}
      {archived.length > 0 ? (
        <div className="grid gap-1">
          <h3 className="px-3 text-xs font-medium text-muted-foreground">{t('list.archived')}</h3>
          <ul className="grid gap-1">{archived.map(entry)}</ul>
        </div>
      ) : null}
    </nav>
  );
}
