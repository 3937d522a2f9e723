import { lazy, Suspense, useState } from 'react';
import { errorMessage, forbiddenMessage, useLiveUpdates, useFamilyMoney } from '@familyhub/api-client';
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
} from '@familyhub/ui';
import { PlusIcon, WalletIcon } from 'lucide-react';
import { ForParentsOnly, ForParentsPanel } from '../../shared/for-parents';
import { monthName } from '../../shared/months';
import { useGroceryBudgets } from '../api/grocery-api';
import { AddTripDialog } from './add-trip-dialog';
import { BudgetHistory } from './budget-history';
import { BudgetProgress } from './budget-progress';
import { SetBudgetDialog } from './set-budget-dialog';
import { TripsList } from './trips-list';

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
        title="Could not load the grocery budget"
        message={errorMessage(budgets.error)}
        onRetry={() => void budgets.refetch()}
      />
    );
  }

  const items = budgets.data?.items ?? [];
  const monthBudget = items.find((b) => b.year === selected.year && b.month === selected.month);
  const monthLabel = `${monthName(selected.month)} ${selected.year}`;

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Grocery Budget"
        description="Plan the month's grocery spending and keep every trip and receipt in one place."
        actions={
          <>
            <Button variant="outline" onClick={() => setDialog('budget')}>
              <WalletIcon aria-hidden />
              Set Budget
            </Button>
            <Button onClick={() => setDialog('trip')}>
              <PlusIcon aria-hidden />
              Add Trip
            </Button>
          </>
        }
      />

      <Card>
        <CardHeader>
          <CardTitle>{monthLabel}</CardTitle>
          <CardDescription>
            {monthBudget ? `Budget ${formatMoney(monthBudget.amountCents)}` : 'No budget set for this month'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {budgets.isPending ? (
            <Skeleton role="status" aria-label="Loading the budget" className="h-16 w-full" />
          ) : monthBudget ? (
            <BudgetProgress budget={monthBudget} label={`${monthLabel} grocery budget spent`} />
          ) : (
            <EmptyState
              icon={<WalletIcon />}
              title={`No budget for ${monthLabel}`}
              description="Set a budget to see how the month's trips add up against it."
              action={<Button onClick={() => setDialog('budget')}>Set Budget</Button>}
            />
          )}
        </CardContent>
      </Card>

      <section aria-labelledby="trips-heading" className="grid gap-3">
        <h2 id="trips-heading" className="text-lg font-semibold">
          Trips in {monthLabel}
        </h2>
        <TripsList year={selected.year} month={selected.month} canChange />
      </section>

      <section aria-labelledby="history-heading" className="grid gap-3">
        <h2 id="history-heading" className="text-lg font-semibold">
          History
        </h2>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Months with a budget will be listed here.</p>
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
