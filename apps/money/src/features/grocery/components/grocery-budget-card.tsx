import { errorMessage, forbiddenMessage } from '@familyhub/api-client';
import type { WidgetProps } from '@familyhub/ui';
import { DashboardCard, EmptyState, ErrorPanel, PlaceholderList } from '@familyhub/ui';
import { monthName } from '../../shared/months';
import { useGroceryBudgets } from '../api/grocery-api';
import { BudgetProgress } from './budget-progress';

/** The dashboard's Grocery Budget card: this month's bar (red above 100 percent). */
export function GroceryBudgetCard({ title, path, today = new Date() }: WidgetProps & { today?: Date }) {
  const budgets = useGroceryBudgets();
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  const current = budgets.data?.items.find((b) => b.year === year && b.month === month);
  const label = `${monthName(month)} ${year}`;
  return (
    <DashboardCard title={title} link={{ to: path, label: 'Open budget' }} regionLabel={title}>
      {budgets.isPending ? (
        <PlaceholderList label="Loading the grocery budget" count={1} lineClassName="h-12 w-full" />
      ) : budgets.isError ? (
        forbiddenMessage(budgets.error) ? (
          <p className="text-sm text-muted-foreground">{forbiddenMessage(budgets.error)}</p>
        ) : (
          <ErrorPanel
            title="Could not load the grocery budget"
            message={errorMessage(budgets.error)}
            onRetry={() => void budgets.refetch()}
          />
        )
      ) : current ? (
        <BudgetProgress budget={current} label={`${label} grocery budget spent`} />
      ) : (
        <EmptyState title={`No budget for ${label}`} description="Set one on the Grocery Budget page." />
      )}
    </DashboardCard>
  );
}
