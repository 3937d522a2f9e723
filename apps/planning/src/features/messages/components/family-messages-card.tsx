import { useSession, errorMessage } from '@familyhub/api-client';
import { DashboardCard, EmptyState, ErrorPanel, PlaceholderList } from '@familyhub/ui';
import { DASHBOARD_MESSAGE_LIMIT, useLatestMessages } from '../api/messages-api';
import { useMessages } from '@familyhub/ui/i18n';
import { messagesMessages } from '../messages';
import { useResolvedMessages } from '../use-resolved-messages';
import { MessageBubble } from './message-bubble';

/** The dashboard's Family Messages card: the last 3 messages, and as many placeholders while they load. */
export function FamilyMessagesCard() {
  const t = useMessages(messagesMessages);
  const latest = useLatestMessages();
  const session = useSession();
  const { resolved, members } = useResolvedMessages(latest.data?.items);
  const failed = latest.isError ? latest.error : members.isError ? members.error : null;

  return (
    <DashboardCard
      title={t('familyThread.title')}
      link={{ to: '/messages', label: t('card.link') }}
      regionLabel={t('familyThread.title')}
    >
      {failed ? (
        <ErrorPanel
          title={t('error.load')}
          message={errorMessage(failed)}
          onRetry={() => {
            void latest.refetch();
            void members.refetch();
          }}
        />
      ) : !resolved ? (
        <PlaceholderList label={t('loading')} count={DASHBOARD_MESSAGE_LIMIT} lineClassName="h-10 w-full" />
      ) : resolved.length === 0 ? (
        <EmptyState title={t('empty.title')} description={t('card.emptyBody')} />
      ) : (
        <ol aria-label={t('card.list')} className="grid gap-2">
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
