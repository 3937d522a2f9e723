import { useSession, errorMessage } from '@familyhub/api-client';
import { DashboardCard, EmptyState, ErrorPanel, PlaceholderList } from '@familyhub/ui';
import { DASHBOARD_MESSAGE_LIMIT, useLatestMessages } from '../api/messages-api';
import { useResolvedMessages } from '../use-resolved-messages';
import { MessageBubble } from './message-bubble';

/** The dashboard's Family Messages card: the last 3 messages, and as many placeholders while they load. */
export function FamilyMessagesCard() {
  const latest = useLatestMessages();
  const session = useSession();
  const { resolved, members } = useResolvedMessages(latest.data?.items);
  const failed = latest.isError ? latest.error : members.isError ? members.error : null;

  return (
    <DashboardCard
      title="Family Messages"
      link={{ to: '/messages', label: 'Go to Family Messages' }}
      regionLabel="Family Messages"
    >
      {failed ? (
        <ErrorPanel
          title="Could not load messages"
          message={errorMessage(failed)}
          onRetry={() => {
            void latest.refetch();
            void members.refetch();
          }}
        />
      ) : !resolved ? (
        <PlaceholderList
          label="Loading messages"
          count={DASHBOARD_MESSAGE_LIMIT}
          lineClassName="h-10 w-full"
        />
      ) : resolved.length === 0 ? (
        <EmptyState
          title="No messages yet"
          description="Messages sent on the Family Messages page show up here."
        />
      ) : (
        <ol aria-label="Latest messages" className="grid gap-2">
          {resolved.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              own={message.senderId === session.data?.user.id}
              compact
            />
          ))}
        </ol>
      )}
    </DashboardCard>
  );
}
