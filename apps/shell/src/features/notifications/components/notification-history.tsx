import type { NotificationLog } from '@familyhub/contracts';
import { Badge, Button, EmptyState, ErrorPanel, Skeleton } from '@familyhub/ui';
import { useNotificationHistory } from '../api/use-notifications';

const statusText: Record<NotificationLog['status'], string> = {
  sent: 'Sent',
  pending: 'Will retry',
  failed: 'Failed',
  skipped: 'Not sent',
};
const channelText = { email: 'Email', push: 'Push', telegram: 'Telegram' } as const;

/** /notifications › History: every attempt to reach the member, newest first (notification_logs). */
export function NotificationHistory() {
  const history = useNotificationHistory();
  if (history.isError) {
    return (
      <ErrorPanel
        title="Failed to load your notification history"
        message={history.error.message}
        onRetry={() => void history.refetch()}
      />
    );
  }
  if (!history.data) {
    return (
      <div className="grid gap-2" aria-label="Loading notification history">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  const items = history.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        title="Nothing sent yet"
        description="Notifications sent to you by email, push or Telegram are listed here."
      />
    );
  }
  return (
    <div className="grid gap-3">
      <ul className="grid divide-y divide-border" aria-label="Notification history">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
            <div className="grid gap-0.5">
              <span className="text-sm font-medium">{item.content}</span>
              <span className="text-xs text-muted-foreground">
                {channelText[item.channel]} · {new Date(item.sentAt ?? item.createdAt).toLocaleString()}
                {item.attempt > 1 ? ` · attempt ${item.attempt}` : ''}
              </span>
              {item.error ? <span className="text-xs text-muted-foreground">{item.error}</span> : null}
            </div>
            <Badge variant={item.status === 'sent' ? 'secondary' : 'outline'}>
              {statusText[item.status]}
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
            {history.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
