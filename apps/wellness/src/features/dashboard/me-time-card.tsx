import { errorMessage, useLiveUpdates, useMembers } from '@familyhub/api-client';
import { meTimeStateOf } from '@familyhub/contracts';
import { DashboardCard, EmptyState, ErrorPanel, PlaceholderList, type WidgetProps } from '@familyhub/ui';
import { useMeTimeBlocks } from '../me-time';
import { addDays, isoDateOf, longDateLabel, timeOfInstant } from '../shared/dates';

/** The dashboard's Me Time card: the caller's me time happening now and the next ones. */
export function MeTimeCard({ title, path }: WidgetProps) {
  useLiveUpdates();
  const now = new Date();
  const today = isoDateOf(now);
  const members = useMembers();
  const query = useMeTimeBlocks(
    new Date(`${today}T00:00:00`).toISOString(),
    new Date(`${addDays(today, 31)}T00:00:00`).toISOString(),
  );
  const mine = (query.data?.items ?? []).filter(
    (b) => b.visible && b.userId === members.me?.id && meTimeStateOf(b, now) !== 'past',
  );
  return (
    <DashboardCard title={title} link={{ to: path, label: 'Open Me Time' }} regionLabel={title}>
      {query.isPending ? (
        <PlaceholderList label="Loading me time" count={2} lineClassName="h-8 w-full" />
      ) : query.isError ? (
        <ErrorPanel
          title="Could not load me time"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : mine.length === 0 ? (
        <EmptyState title="No me time planned" description="Schedule some time for yourself." />
      ) : (
        <ul aria-label="Your me time" className="grid gap-1 text-sm">
          {mine.slice(0, 3).map((b) => (
            <li key={b.id} className="flex justify-between gap-2">
              <span className="font-medium">{b.title}</span>
              <span className="text-muted-foreground">
                {meTimeStateOf(b, now) === 'now'
                  ? 'Now'
                  : `${longDateLabel(isoDateOf(new Date(b.startTime)))} ${timeOfInstant(b.startTime)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
