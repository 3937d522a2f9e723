import { errorMessage, forbiddenMessage } from '@familyhub/api-client';
import type { WidgetProps } from '@familyhub/ui';
import { DashboardCard, EmptyState, ErrorPanel, PlaceholderList } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { useCalendarNames } from '../../shared/months';
import { useGroceryBudgets } from '../api/grocery-api';
import { BudgetProgress } from './budget-progress';
import { groceryMessages } from '../messages';

/** The dashboard's Grocery Budget card: this month's bar (red above 100 percent). */
export function GroceryBudgetCard({ title, path, today = new Date() }: WidgetProps & { today?: Date }) {
  const t = useMessages(groceryMessages);
  const { monthYearLabel } = useCalendarNames();
  const budgets = useGroceryBudgets();
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  const current = budgets.data?.items.find((b) => b.year === year && b.month === month);
  const label = monthYearLabel(year, month);
  return (
    <DashboardCard title={title} link={{ to: path, label: t('card.open') }} regionLabel={title}>
      {budgets.isPending ? (
        <PlaceholderList label={t('card.loading')} count={1} lineClassName="h-12 w-full" />
      ) : budgets.isError ? (
        forbiddenMessage(budgets.error) ? (
          <p className="text-sm text-muted-foreground">{forbiddenMessage(budgets.error)}</p>
        ) : (
          <ErrorPanel
            title={t('error.load')}
            message={errorMessage(budgets.error)}
            onRetry={() => void budgets.refetch()}
          />
        )
      ) : current ? (
        <BudgetProgress budget={current} label={t('month.progress', { month: label })} />
      ) : (
        <EmptyState title={t('month.empty.title', { month: label })} description={t('card.empty.body')} />
      )}
    </DashboardCard>
  );
}
