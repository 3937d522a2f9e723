import { useEffect, useMemo, useRef } from 'react';
import { MessageCircleIcon } from 'lucide-react';
import { useLiveUpdates, useSession, errorMessage } from '@familyhub/api-client';
import {
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorPanel,
  Skeleton,
} from '@familyhub/ui';
import { useConversation } from '../api/messages-api';
import { useResolvedMessages } from '../use-resolved-messages';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';

/** /messages — the family's conversation, oldest first, newest in view (spec 000 §2). */
export function MessagesScreen() {
  useLiveUpdates();
  const conversation = useConversation();
  const session = useSession();
  const myId = session.data?.user.id;
  // Pages arrive newest first; each page is already oldest first.
  const messages = useMemo(
    () =>
      conversation.data ? [...conversation.data.pages].reverse().flatMap((page) => page.items) : undefined,
    [conversation.data],
  );
  const { resolved, members } = useResolvedMessages(messages);

  const listRef = useRef<HTMLDivElement>(null);
  const newestId = resolved?.at(-1)?.id;
  useEffect(() => {
    // Only a new latest message scrolls; loading earlier ones keeps the reader's place.
    const list = listRef.current;
    if (list && newestId !== undefined) list.scrollTop = list.scrollHeight;
  }, [newestId]);

  const failed = conversation.isError ? conversation.error : members.isError ? members.error : null;

  let body;
  if (failed) {
    body = (
      <ErrorPanel
        title="Could not load messages"
        message={errorMessage(failed)}
        onRetry={() => {
          void conversation.refetch();
          void members.refetch();
        }}
      />
    );
  } else if (!resolved) {
    body = (
      <div role="status" aria-label="Loading messages" className="grid gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12 w-3/4 odd:justify-self-end" />
        ))}
      </div>
    );
  } else {
    body = (
      <div className="grid gap-3">
        {conversation.hasNextPage ? (
          <Button
            variant="outline"
            size="sm"
            className="justify-self-center"
            disabled={conversation.isFetchingNextPage}
            onClick={() => void conversation.fetchNextPage()}
          >
            {conversation.isFetchingNextPage ? 'Loading…' : 'Load earlier messages'}
          </Button>
        ) : null}
        {resolved.length === 0 ? (
          <EmptyState
            icon={<MessageCircleIcon aria-hidden />}
            title="No messages yet"
            description="Say hello — everyone in the family sees what you write here."
          />
        ) : (
          // The log scrolls (so it takes keyboard focus: arrow keys scroll it); the list inside stays a list.
          <div
            ref={listRef}
            role="log"
            aria-label="Messages"
            aria-live="polite"
            tabIndex={0}
            className="max-h-[60vh] overflow-y-auto rounded-md pr-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <ol className="grid gap-3">
              {resolved.map((message) => (
                <MessageBubble key={message.id} message={message} own={message.senderId === myId} />
              ))}
            </ol>
          </div>
        )}
      </div>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Family Messages</CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <CardFooter>
        <MessageComposer />
      </CardFooter>
    </Card>
  );
}
