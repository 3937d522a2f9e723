import { Link } from 'react-router-dom';
import { useSession } from '@familyhub/api-client';
import { Button, Card, CardContent, CardHeader, CardTitle, EmptyState, ErrorPanel, Skeleton } from '@familyhub/ui';
import { serverMessage } from '../../tasks/api/server-message';
import { DASHBOARD_MESSAGE_LIMIT, useLatestMessages } from '../api/use-messages';
import { useResolvedMessages } from '../use-resolved-messages';
import { MessageBubble } from './message-bubble';

/** The dashboard's Family Messages card: the last 3 messages, and as many placeholders while they load. */
export function FamilyMessagesCard() {
  const latest = useLatestMessages();
  const session = useSession();
  const { resolved, members } = useResolvedMessages(latest.data?.items);
  const failed = latest.isError ? latest.error : members.isError ? members.error : null;

  return (
    <Card role="region" aria-label="Family Messages">
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>Family Messages</CardTitle>
        <Button asChild variant="link" size="sm">
          <Link to="/messages">Go to Family Messages</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {failed ? (
          <ErrorPanel
            title="Could not load messages"
            message={serverMessage(failed)}
            onRetry={() => {
              void latest.refetch();
              void members.refetch();
            }}
          />
        ) : !resolved ? (
          <ul aria-label="Loading messages" aria-busy="true" className="grid gap-2">
            {Array.from({ length: DASHBOARD_MESSAGE_LIMIT }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-10 w-full" />
              </li>
            ))}
          </ul>
        ) : resolved.length === 0 ? (
          <EmptyState title="No messages yet" description="Messages sent on the Family Messages page show up here." />
        ) : (
          <ol aria-label="Latest messages" className="grid gap-2">
            {resolved.map((message) => (
              <MessageBubble key={message.id} message={message} own={message.senderId === session.data?.user.id} compact />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
