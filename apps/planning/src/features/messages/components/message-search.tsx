import { useState } from 'react';
import { SearchIcon } from 'lucide-react';
import { errorMessage } from '@familyhub/api-client';
import type { Conversation } from '@familyhub/contracts';
import { Button, Input } from '@familyhub/ui';
import { useMessageSearch } from '../api/messages-api';
import { useMessages } from '@familyhub/ui/i18n';
import { messagesMessages } from '../messages';
import { conversationTitle } from './conversation-list';

export interface MessageSearchProps {
  conversations: readonly Conversation[];
  myId: number;
  nameOf: (id: number | null | undefined) => string;
  /** Opens the conversation a result is in (null: the family thread). */
  onOpen: (conversationId: number | null) => void;
}

/** Search the family thread and the member's conversations (issue #32); a result opens its conversation. */
export function MessageSearch({ conversations, myId, nameOf, onOpen }: MessageSearchProps) {
  const t = useMessages(messagesMessages);
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState('');
  const results = useMessageSearch(asked);
  const titleOf = (id: number | null) => {
    if (id === null) return t('familyThread.title');
    const conversation = conversations.find((c) => c.id === id);
    return conversation ? conversationTitle(conversation, myId, nameOf) : t('search.unknownConversation');
  };

  return (
    <div className="grid gap-2">
      <form
        role="search"
        aria-label={t('search.label')}
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setAsked(typed);
        }}
      >
        <Input
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button
          type="submit"
          variant="outline"
          size="icon"
          aria-label={t('search.submit')}
          disabled={typed.trim().length < 2}
        >
          <SearchIcon aria-hidden />
        </Button>
      </form>
      {asked.trim().length < 2 ? null : results.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('search.searching')}
        </p>
      ) : results.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(results.error)}
        </p>
      ) : results.data.items.length === 0 ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('search.none', { query: asked.trim() })}
        </p>
      ) : (
        <ul aria-label={t('search.results')} className="grid gap-1">
          {results.data.items.map((hit) => (
            <li key={`${hit.conversationId ?? 'family'}-${hit.id}`}>
              <button
                type="button"
                onClick={() => onOpen(hit.conversationId)}
                className="grid w-full rounded-md px-3 py-2 text-start text-sm hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              >
                <span className="text-xs text-muted-foreground">
                  {t('search.where', {
                    conversation: titleOf(hit.conversationId),
                    sender: hit.senderId === myId ? t('you') : nameOf(hit.senderId),
                  })}
                </span>
                <span className="line-clamp-2">{hit.content}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
