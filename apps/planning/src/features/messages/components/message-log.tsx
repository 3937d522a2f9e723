import { useEffect, useRef } from 'react';
import { useMessages } from '@familyhub/ui/i18n';
import { messagesMessages } from '../messages';
import type { ResolvedMessage } from '../use-resolved-messages';
import { MessageBubble } from './message-bubble';

export interface MessageLogProps {
  messages: readonly ResolvedMessage[];
  myId: number | undefined;
  /** One's own message: change it, or delete it after confirming. */
  onEdit: (message: ResolvedMessage) => void;
  onDelete: (message: ResolvedMessage) => void;
}

/**
 * A conversation's messages, oldest first, the newest in view: the log scrolls (so it takes keyboard focus: arrow
 * keys scroll it) and the list inside stays a list. Only a new latest message scrolls; loading earlier ones keeps
 * the reader's place. The family thread and every group or direct conversation draw theirs with it.
 */
export function MessageLog({ messages, myId, onEdit, onDelete }: MessageLogProps) {
  const t = useMessages(messagesMessages);
  const listRef = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?.id;
  useEffect(() => {
    const list = listRef.current;
    if (list && newestId !== undefined) list.scrollTop = list.scrollHeight;
  }, [newestId]);
  return (
    <div
      ref={listRef}
      role="log"
      aria-label={t('log.label')}
      aria-live="polite"
      tabIndex={0}
      className="max-h-[60vh] overflow-y-auto rounded-md pe-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <ol className="grid gap-3">
        {messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            own={message.senderId === myId}
            onEdit={() => onEdit(message)}
            onDelete={() => onDelete(message)}
          />
        ))}
      </ol>
    </div>
  );
}
