import type { NotificationLog } from '@familyhub/contracts';
import { Badge, Button, EmptyState, ErrorPanel, Skeleton } from '@familyhub/ui';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { useNotificationHistory } from '../api/use-notifications';
import { notificationsMessages } from '../messages';

const statusKey = {
  sent: 'history.status.sent',
  pending: 'history.status.pending',
  failed: 'history.status.failed',
  skipped: 'history.status.skipped',
} as const satisfies Record<NotificationLog['status'], string>;
const channelKey = { email: 'channel.email', push: 'channel.push', telegram: 'channel.telegram' } as const;
// What toLocaleString() showed, in the member's language and on their clock.
const sentAt: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
};

/** /notifications › History: every attempt to reach the member, newest first (notification_logs). */
export function NotificationHistory() {
  const t = useMessages(notificationsMessages);
  const formats = useFormats();
  const history = useNotificationHistory();
  if (history.isError) {
    return (
      <ErrorPanel
        title={t('history.loadFailed')}
        message={history.error.message}
        onRetry={() => void history.refetch()}
      />
    );
  }
  if (!history.data) {
    return (
      <div className="grid gap-2" aria-label={t('history.loading')}>
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  const items = history.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return <EmptyState title={t('history.empty.title')} description={t('history.empty.body')} />;
  }
  return (
    <div className="grid gap-3">
      <ul className="grid divide-y divide-border" aria-label={t('history.list')}>
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
            <div className="grid gap-0.5">
              <span className="text-sm font-medium">{item.content}</span>
              <span className="text-xs text-muted-foreground">
                {t(item.attempt > 1 ? 'history.metaAttempt' : 'history.meta', {
                  channel: t(channelKey[item.channel]),
                  when: formats.date(item.sentAt ?? item.createdAt, sentAt),
                  attempt: item.attempt,
                })}
              </span>
              {item.error ? <span className="text-xs text-muted-foreground">{item.error}</span> : null}
            </div>
            <Badge variant={item.status === 'sent' ? 'secondary' : 'outline'}>
              {t(statusKey[item.status])}
            </Badge>
          </li>
        ))}
      </ul>
      {history.hasNextPage ? (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {history.isFetchingNextPage ? t('history.loadingMore') : t('history.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
