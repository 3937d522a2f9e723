import { errorMessage, useLiveUpdates, useMembers } from '@familyhub/api-client';
import { DashboardCard, EmptyState, ErrorPanel, PlaceholderList, type WidgetProps } from '@familyhub/ui';
import { useAssignments } from '../chores';

/** The dashboard's Chores card: the viewer's chores for today and the overdue ones. */
export function ChoresCard({ title, path }: WidgetProps) {
  useLiveUpdates();
  const members = useMembers();
  const myId = members.me?.id;
  const turns = useAssignments(myId, { enabled: myId !== undefined });
  const today = new Date().toISOString().slice(0, 10);
  const open = (turns.data?.pages.flatMap((p) => p.items) ?? []).filter(
    (t) => t.status === 'assigned' && (t.overdue || t.startDate <= today),
  );
  return (
    <DashboardCard title={title} link={{ to: path, label: 'Open Chores' }} regionLabel={title}>
      {turns.isPending ? (
        <PlaceholderList label="Loading chores" count={3} lineClassName="h-6 w-full" />
      ) : turns.isError ? (
        <ErrorPanel
          title="Could not load chores"
          message={errorMessage(turns.error)}
          onRetry={() => void turns.refetch()}
        />
      ) : open.length === 0 ? (
        <EmptyState title="All done" description="No chores waiting for you." />
      ) : (
        <ul aria-label="Your chores" className="grid gap-1 text-sm">
          {open.slice(0, 4).map((t) => (
            <li key={t.id} className="flex justify-between gap-2">
              <span className="font-medium">{t.choreTitle}</span>
              <span className={t.overdue ? 'text-destructive' : 'text-muted-foreground'}>
                {t.overdue ? 'Overdue' : `${t.points} points`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
