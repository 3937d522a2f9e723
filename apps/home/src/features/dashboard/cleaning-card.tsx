import { errorMessage, useLiveUpdates } from '@familyhub/api-client';
import { DashboardCard, EmptyState, ErrorPanel, PlaceholderList, type WidgetProps } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { useCleaningSessions, useCleaningTemplates } from '../cleaning';
import { dashboardMessages } from './messages';

/** The dashboard's Cleaning card: the session under way with its progress, else the routines to start. */
export function CleaningCard({ title, path }: WidgetProps) {
  const t = useMessages(dashboardMessages);
  useLiveUpdates();
  const open = useCleaningSessions('open');
  const templates = useCleaningTemplates();
  const current = open.data?.pages[0]?.items[0];
  const routines = templates.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <DashboardCard title={title} link={{ to: path, label: t('cleaning.open') }} regionLabel={title}>
      {open.isPending || templates.isPending ? (
        <PlaceholderList label={t('cleaning.loading')} count={2} lineClassName="h-6 w-full" />
      ) : open.isError ? (
        <ErrorPanel title={t('cleaning.error')} message={errorMessage(open.error)} />
      ) : current ? (
        <div className="grid gap-2 text-sm">
          <p className="font-medium">{current.templateName}</p>
          <p aria-label={t('cleaning.progress')}>
            {t('cleaning.tasksDone', {
              done: current.tasks.filter((task) => task.isCompleted).length,
              total: current.tasks.length,
            })}
          </p>
        </div>
      ) : routines.length === 0 ? (
        <EmptyState title={t('cleaning.empty.title')} description={t('cleaning.empty.body')} />
      ) : (
        <ul aria-label={t('cleaning.list')} className="grid gap-1 text-sm">
          {routines.slice(0, 3).map((r) => (
            <li key={r.id} className="flex justify-between">
              <span className="font-medium">{r.name}</span>
              <span className="text-muted-foreground">{t(`cleaning.frequency.${r.frequency}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
