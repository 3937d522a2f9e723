import { Link } from '@familyhub/ui/router';
import { errorMessage, useLiveUpdates } from '@familyhub/api-client';
import { maintenanceDueState } from '@familyhub/contracts';
import {
  Badge,
  DashboardCard,
  EmptyState,
  ErrorPanel,
  PlaceholderList,
  type WidgetProps,
} from '@familyhub/ui';
import { useMaintenanceItems } from '../maintenance';
import { dueLabel, todayUtc } from '../shared/upkeep-days';
import { useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from '../shared/messages';
import { dashboardMessages } from './messages';

const SHOWN = 3;

/** The dashboard's Maintenance card: the next items due, with links to the list and the history. */
export function MaintenanceCard({ title, path }: WidgetProps) {
  useLiveUpdates();
  const items = useMaintenanceItems(SHOWN);
  const today = todayUtc();
  const shared = useMessages(sharedMessages);
  const t = useMessages(dashboardMessages);
  const due = (items.data?.pages[0]?.items ?? []).filter((i) => i.nextDue !== null);
  return (
    <DashboardCard title={title} link={{ to: path, label: t('maintenance.open') }} regionLabel={title}>
      {items.isPending ? (
        <PlaceholderList label={t('maintenance.loading')} count={SHOWN} lineClassName="h-6 w-full" />
      ) : items.isError ? (
        <ErrorPanel title={t('maintenance.error')} message={errorMessage(items.error)} />
      ) : due.length === 0 ? (
        <EmptyState title={t('maintenance.empty.title')} description={t('maintenance.empty.body')} />
      ) : (
        <ul aria-label={t('maintenance.list')} className="grid gap-2 text-sm">
          {due.map((item) => {
            const state = maintenanceDueState(item, today);
            return (
              <li key={item.id} className="flex items-center justify-between gap-2">
                <span className="font-medium">{item.name}</span>
                <Badge
                  variant={
                    state === 'overdue' ? 'destructive' : state === 'due-soon' ? 'warning' : 'secondary'
                  }
                >
                  {dueLabel(shared, item.nextDue as string, today)}
                </Badge>
              </li>
            );
          })}
        </ul>
      )}
      <Link to="/maintenance/history" className="mt-3 inline-block text-sm underline">
        {t('maintenance.history')}
      </Link>
    </DashboardCard>
  );
}
