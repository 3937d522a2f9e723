import { errorMessage, useLiveUpdates, useMembers } from '@familyhub/api-client';
import { DashboardCard, EmptyState, ErrorPanel, PlaceholderList, type WidgetProps } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { useAssignments } from '../chores';
import { sharedMessages } from '../shared/messages';
import { dashboardMessages } from './messages';

/** The dashboard's Chores card: the viewer's chores for today and the overdue ones. */
export function ChoresCard({ title, path }: WidgetProps) {
  const t = useMessages(dashboardMessages);
  const shared = useMessages(sharedMessages);
  useLiveUpdates();
  const members = useMembers();
  const myId = members.me?.id;
  const turns = useAssignments(myId, { enabled: myId !== undefined });
  const today = new Date().toISOString().slice(0, 10);
  const open = (turns.data?.pages.flatMap((p) => p.items) ?? []).filter(
    (turn) => turn.status === 'assigned' && (turn.overdue || turn.startDate <= today),
  );
  return (
    <DashboardCard title={title} link={{ to: path, label: t('chores.open') }} regionLabel={title}>
      {turns.isPending ? (
        <PlaceholderList label={t('chores.loading')} count={3} lineClassName="h-6 w-full" />
      ) : turns.isError ? (
        <ErrorPanel
          title={t('chores.error')}
          message={errorMessage(turns.error)}
          onRetry={() => void turns.refetch()}
          retryLabel={shared('retry')}
        />
      ) : open.length === 0 ? (
        <EmptyState title={t('chores.empty.title')} description={t('chores.empty.body')} />
      ) : (
        <ul aria-label={t('chores.list')} className="grid gap-1 text-sm">
          {open.slice(0, 4).map((turn) => (
            <li key={turn.id} className="flex justify-between gap-2">
              <span className="font-medium">{turn.choreTitle}</span>
              <span className={turn.overdue ? 'text-destructive' : 'text-muted-foreground'}>
                {turn.overdue ? t('chores.overdue') : t('chores.points', { points: turn.points })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
