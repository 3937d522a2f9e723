import { errorMessage, forbiddenMessage, useFamilyMoney } from '@familyhub/api-client';
import type { WidgetProps } from '@familyhub/ui';
import { Badge, DashboardCard, EmptyState, ErrorPanel, PlaceholderList } from '@familyhub/ui';
import { formatDay } from '../../shared/months';
import { useNextBills } from '../api/bills-api';

export const DASHBOARD_BILLS_LIMIT = 3;

/** The dashboard's Bills card: the next unpaid bills by due date, overdue ones marked. */
export function NextBillsCard({ title, path }: WidgetProps) {
  const { formatMoney } = useFamilyMoney();
  const bills = useNextBills(DASHBOARD_BILLS_LIMIT);
  return (
    <DashboardCard title={title} link={{ to: path, label: 'All bills' }} regionLabel={title}>
      {bills.isPending ? (
        <PlaceholderList label="Loading bills" count={DASHBOARD_BILLS_LIMIT} lineClassName="h-10 w-full" />
      ) : bills.isError ? (
        forbiddenMessage(bills.error) ? (
          <p className="text-sm text-muted-foreground">{forbiddenMessage(bills.error)}</p>
        ) : (
          <ErrorPanel
            title="Could not load the bills"
            message={errorMessage(bills.error)}
            onRetry={() => void bills.refetch()}
          />
        )
      ) : bills.data.items.length === 0 ? (
        <EmptyState title="No bills due" description="Bills added on Bills & Subs show up here." />
      ) : (
        <ul aria-label="Next bills" className="grid gap-2">
          {bills.data.items.map((bill) => (
            <li key={bill.id} className="flex items-center gap-2 text-sm">
              <span className="min-w-0 flex-1 truncate font-medium">{bill.title}</span>
              {bill.dueState === 'overdue' ? <Badge variant="destructive">Overdue</Badge> : null}
              <span className="text-muted-foreground">{formatDay(bill.dueDate)}</span>
              <span className="font-semibold">{formatMoney(bill.amountCents)}</span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
