import { errorMessage, useLiveUpdates, useMembers } from '@familyhub/api-client';
import { meTimeStateOf } from '@familyhub/contracts';
import { DashboardCard, EmptyState, ErrorPanel, PlaceholderList, type WidgetProps } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { useMeTimeBlocks } from '../me-time';
import { addDays, isoDateOf, longDateLabel, timeOfInstant } from '../shared/dates';
import { sharedMessages } from '../shared/messages';
import { dashboardMessages } from './messages';

/** The dashboard's Me Time card: the caller's me time happening now and the next ones. */
export function MeTimeCard({ title, path }: WidgetProps) {
  useLiveUpdates();
  const t = useMessages(dashboardMessages);
  const words = useMessages(sharedMessages);
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
    <DashboardCard title={title} link={{ to: path, label: t('meTime.open') }} regionLabel={title}>
      {query.isPending ? (
        <PlaceholderList label={t('meTime.loading')} count={2} lineClassName="h-8 w-full" />
      ) : query.isError ? (
        <ErrorPanel
          title={t('meTime.error')}
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retryLabel={words('retry')}
        />
      ) : mine.length === 0 ? (
        <EmptyState title={t('meTime.empty.title')} description={t('meTime.empty.body')} />
      ) : (
        <ul aria-label={t('meTime.list')} className="grid gap-1 text-sm">
          {mine.slice(0, 3).map((b) => (
            <li key={b.id} className="flex justify-between gap-2">
              <span className="font-medium">{b.title}</span>
              <span className="text-muted-foreground">
                {meTimeStateOf(b, now) === 'now'
                  ? t('meTime.now')
                  : t('meTime.when', {
                      date: longDateLabel(isoDateOf(new Date(b.startTime))),
                      time: timeOfInstant(b.startTime),
                    })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
