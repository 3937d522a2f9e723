import { errorMessage, forbiddenMessage } from '@familyhub/api-client';
import type { WidgetProps } from '@familyhub/ui';
import { Badge, DashboardCard, EmptyState, ErrorPanel, PlaceholderList, useFamilyMoney } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { useCalendarNames } from '../../shared/months';
import { useNextBills } from '../api/bills-api';
import { billsMessages } from '../messages';

export const DASHBOARD_BILLS_LIMIT = 3;

/** The dashboard's Bills card: the next unpaid bills by due date, overdue ones marked. */
export function NextBillsCard({ title, path }: WidgetProps) {
  const t = useMessages(billsMessages);
  const { formatDay } = useCalendarNames();
  const { formatMoney } = useFamilyMoney();
  const bills = useNextBills(DASHBOARD_BILLS_LIMIT);
  return (
    <DashboardCard title={title} link={{ to: path, label: t('card.open') }} regionLabel={title}>
      {bills.isPending ? (
        <PlaceholderList label={t('loading')} count={DASHBOARD_BILLS_LIMIT} lineClassName="h-10 w-full" />
      ) : bills.isError ? (
        forbiddenMessage(bills.error) ? (
          <p className="text-sm text-muted-foreground">{forbiddenMessage(bills.error)}</p>
        ) : (
          <ErrorPanel
            title={t('error.load')}
            message={errorMessage(bills.error)}
            onRetry={() => void bills.refetch()}
          />
        )
      ) : bills.data.items.length === 0 ? (
        <EmptyState title={t('card.empty.title')} description={t('card.empty.body')} />
      ) : (
        <ul aria-label={t('card.list')} className="grid gap-2">
          {bills.data.items.map((bill) => (
            <li key={bill.id} className="flex items-center gap-2 text-sm">
              <span className="min-w-0 flex-1 truncate font-medium">{bill.title}</span>
              {bill.dueState === 'overdue' ? <Badge variant="destructive">{t('state.overdue')}</Badge> : null}
              <span className="text-muted-foreground">{formatDay(bill.dueDate)}</span>
              <span className="font-semibold">{formatMoney(bill.amountCents)}</span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
