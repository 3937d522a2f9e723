import { useState } from 'react';
import { SearchIcon } from 'lucide-react';
import { errorMessage } from '@familyhub/api-client';
import type { Conversation } from '@familyhub/contracts';
import { Button, Input } from '@familyhub/ui';
import { useMessageSearch } from '../api/messages-api';
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
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState('');
  const results = useMessageSearch(asked);
  const titleOf = (id: number | null) => {
    if (id === null) return 'Family Messages';
    const conversation = conversations.find((c) => c.id === id);
    return conversation ? conversationTitle(conversation, myId, nameOf) : 'A conversation';
  };

  return (
    <div className="grid gap-2">
      <form
        role="search"
        aria-label="Search messages"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setAsked(typed);
        }}
      >
        <Input
          aria-label="Search messages"
          placeholder="Search messages…"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button
          type="submit"
          variant="outline"
          size="icon"
          aria-label="Search"
          disabled={typed.trim().length < 2}
        >
          <SearchIcon aria-hidden />
        </Button>
      </form>
      {asked.trim().length < 2 ? null : results.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Searching…
        </p>
      ) : results.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(results.error)}
        </p>
      ) : results.data.items.length === 0 ? (
        <p role="status" className="text-sm text-muted-foreground">
          No messages match “{asked.trim()}”.
        </p>
      ) : (
        <ul aria-label="Search results" className="grid gap-1">
          {results.data.items.map((hit) => (
            <li key={`${hit.conversationId ?? 'family'}-${hit.id}`}>
              <button
                type="button"
                onClick={() => onOpen(hit.conversationId)}
                className="grid w-full rounded-md px-3 py-2 text-left text-sm hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              >
                <span className="text-xs text-muted-foreground">
                  {titleOf(hit.conversationId)} · {hit.senderId === myId ? 'You' : nameOf(hit.senderId)}
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
