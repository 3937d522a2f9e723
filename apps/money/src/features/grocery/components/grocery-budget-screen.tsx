import { lazy, Suspense, useState } from 'react';
import { errorMessage, forbiddenMessage, useLiveUpdates } from '@familyhub/api-client';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorPanel,
  PageHeader,
  Skeleton,
  useFamilyMoney,
  lazyDialog,
} from '@familyhub/ui';
import { PlusIcon, WalletIcon } from 'lucide-react';
import { ForParentsOnly, ForParentsPanel } from '../../shared/for-parents';
import { useMessages } from '@familyhub/ui/i18n';
import { useCalendarNames } from '../../shared/months';
import { useGroceryBudgets } from '../api/grocery-api';
import { BudgetHistory } from './budget-history';
import { BudgetProgress } from './budget-progress';
import { TripsList } from './trips-list';
import { groceryMessages } from '../messages';

// Their forms, react-hook-form and the contracts' schemas arrive when they first open (issue #34).
const AddTripDialog = lazyDialog(() => import('./add-trip-dialog').then((m) => m.AddTripDialog));
const SetBudgetDialog = lazyDialog(() => import('./set-budget-dialog').then((m) => m.SetBudgetDialog));

// recharts loads only when the chart is drawn.
const BudgetChart = lazy(() => import('./budget-chart'));

/**
 * /grocery-budget (spec 001 §2): this month's budget with its progress bar (red above 100 percent), the month's
 * trips, the history of months (Over budget labels) and a month-by-month chart; Set Budget and Add Trip dialogs.
 */
export function GroceryBudgetScreen({ today = new Date() }: { today?: Date }) {
  return (
    <ForParentsOnly>
      <GroceryBudget today={today} />
    </ForParentsOnly>
  );
}

function GroceryBudget({ today }: { today: Date }) {
  const t = useMessages(groceryMessages);
  const { monthYearLabel } = useCalendarNames();
  const { formatMoney } = useFamilyMoney();
  useLiveUpdates();
  const budgets = useGroceryBudgets();
  const [selected, setSelected] = useState({ year: today.getFullYear(), month: today.getMonth() + 1 });
  const [dialog, setDialog] = useState<'budget' | 'trip' | null>(null);

  if (budgets.isError) {
    const refused = forbiddenMessage(budgets.error);
    return refused ? (
      <ForParentsPanel message={refused} />
    ) : (
      <ErrorPanel
        title={t('error.load')}
        message={errorMessage(budgets.error)}
        onRetry={() => void budgets.refetch()}
      />
    );
  }

  const items = budgets.data?.items ?? [];
  const monthBudget = items.find((b) => b.year === selected.year && b.month === selected.month);
  const monthLabel = monthYearLabel(selected.year, selected.month);

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('screen.title')}
        description={t('screen.description')}
        actions={
          <>
            <Button variant="outline" onClick={() => setDialog('budget')}>
              <WalletIcon aria-hidden />
              {t('screen.setBudget')}
            </Button>
            <Button onClick={() => setDialog('trip')}>
              <PlusIcon aria-hidden />
              {t('screen.addTrip')}
            </Button>
          </>
        }
      />

      <Card>
        <CardHeader>
          <CardTitle>{monthLabel}</CardTitle>
          <CardDescription>
            {monthBudget
              ? t('month.budget', { amount: formatMoney(monthBudget.amountCents) })
              : t('month.noBudget')}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {budgets.isPending ? (
            <Skeleton role="status" aria-label={t('month.loading')} className="h-16 w-full" />
          ) : monthBudget ? (
            <BudgetProgress budget={monthBudget} label={t('month.progress', { month: monthLabel })} />
          ) : (
            <EmptyState
              icon={<WalletIcon />}
              title={t('month.empty.title', { month: monthLabel })}
              description={t('month.empty.body')}
              action={<Button onClick={() => setDialog('budget')}>{t('screen.setBudget')}</Button>}
            />
          )}
        </CardContent>
      </Card>

      <section aria-labelledby="trips-heading" className="grid gap-3">
        <h2 id="trips-heading" className="text-lg font-semibold">
          {t('trips.title', { month: monthLabel })}
        </h2>
        <TripsList year={selected.year} month={selected.month} canChange />
      </section>

      <section aria-labelledby="history-heading" className="grid gap-3">
        <h2 id="history-heading" className="text-lg font-semibold">
          {t('history.heading')}
        </h2>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('history.empty')}</p>
        ) : (
          <>
            <BudgetHistory budgets={items} selected={selected} onSelect={setSelected} />
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <BudgetChart budgets={items.slice(0, 12)} />
            </Suspense>
          </>
        )}
      </section>

      <SetBudgetDialog
        open={dialog === 'budget'}
        onOpenChange={(open) => setDialog(open ? 'budget' : null)}
        today={today}
        current={monthBudget}
      />
      <AddTripDialog
        open={dialog === 'trip'}
        onOpenChange={(open) => setDialog(open ? 'trip' : null)}
        today={today}
        budgets={items}
      />
    </div>
  );
}
