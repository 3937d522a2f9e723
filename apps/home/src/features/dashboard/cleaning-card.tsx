import { errorMessage, useLiveUpdates } from '@familyhub/api-client';
import { DashboardCard, EmptyState, ErrorPanel, PlaceholderList, type WidgetProps } from '@familyhub/ui';
import { useCleaningSessions, useCleaningTemplates } from '../cleaning';

/** The dashboard's Cleaning card: the session under way with its progress, else the routines to start. */
export function CleaningCard({ title, path }: WidgetProps) {
  useLiveUpdates();
  const open = useCleaningSessions('open');
  const templates = useCleaningTemplates();
  const current = open.data?.pages[0]?.items[0];
  const routines = templates.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <DashboardCard title={title} link={{ to: path, label: 'Open Cleaning' }} regionLabel={title}>
      {open.isPending || templates.isPending ? (
        <PlaceholderList label="Loading cleaning" count={2} lineClassName="h-6 w-full" />
      ) : open.isError ? (
        <ErrorPanel title="Could not load cleaning" message={errorMessage(open.error)} />
      ) : current ? (
        <div className="grid gap-2 text-sm">
          <p className="font-medium">{current.templateName}</p>
          <p aria-label="Cleaning progress">
            {current.tasks.filter((t) => t.isCompleted).length} of {current.tasks.length} tasks done
          </p>
        </div>
      ) : routines.length === 0 ? (
        <EmptyState title="No routines yet" description="Add a cleaning routine to get started." />
      ) : (
        <ul aria-label="Cleaning routines" className="grid gap-1 text-sm">
          {routines.slice(0, 3).map((r) => (
            <li key={r.id} className="flex justify-between">
              <span className="font-medium">{r.name}</span>
              <span className="text-muted-foreground">{r.frequency}</span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
