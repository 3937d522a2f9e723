import { lazy, Suspense, useState } from 'react';
import { errorMessage, forbiddenMessage, useLiveUpdates, useFamilyMoney } from '@familyhub/api-client';
import type { Budget, Expense, ExpenseFilters } from '@familyhub/contracts';
import {
  Button,
  buttonVariants,
  EmptyState,
  ErrorPanel,
  Input,
  ItemActions,
  Label,
  PageHeader,
  Skeleton,
  deleteWithToast,
} from '@familyhub/ui';
import { DownloadIcon, PlusIcon, ReceiptIcon, UploadIcon } from 'lucide-react';
import { ForParentsOnly, ForParentsPanel } from '../../shared/for-parents';
import { formatDay, localIsoDate } from '../../shared/months';
import { useDeleteExpense, useBudgets, useExpenseTotals, useExpenses } from '../api/expenses-api';
import { BudgetCard } from './budget-card';
import { ExpenseFormDialog, type CategoryChoice } from './expense-form-dialog';
import { ImportCsvDialog } from './import-csv-dialog';

const ExpenseCharts = lazy(() => import('./expense-charts'));

function monthBounds(today: Date) {
  const first = new Date(today.getFullYear(), today.getMonth(), 1);
  const last = new Date(today.getFullYear(), today.getMonth() + 1, 0);
  return { from: localIsoDate(first), to: localIsoDate(last) };
}

const OTHER_MONTH_CATEGORY = 'Another month’s category';

/** The budget categories an expense can go to: its month's, and those it already has a part in. */
function categoriesFor(expense: Expense, budgets: readonly Budget[]): CategoryChoice[] {
  const [year, month] = expense.date.split('-').map(Number);
  const own = budgets.find((b) => b.year === year && b.month === month)?.categories ?? [];
  const named = new Map(budgets.flatMap((b) => b.categories.map((c) => [c.id, c.name] as const)));
  const others = expense.allocations
    .filter((part) => !own.some((c) => c.id === part.budgetCategoryId))
    .map((part) => ({
      id: part.budgetCategoryId,
      name: named.get(part.budgetCategoryId) ?? OTHER_MONTH_CATEGORY,
    }));
  return [...own, ...others];
}

/**
 * /expenses: the month's budget by category, spending charts, the expenses with filters and search, CSV export of
 * the chosen range and CSV import of a bank export.
 */
export function ExpensesScreen({ today = new Date() }: { today?: Date }) {
  return (
    <ForParentsOnly>
      <Expenses today={today} />
    </ForParentsOnly>
  );
}

function Expenses({ today }: { today: Date }) {
  const { formatMoney } = useFamilyMoney();
  useLiveUpdates();
  const [draft, setDraft] = useState<ExpenseFilters>(monthBounds(today));
  const [filters, setFilters] = useState<ExpenseFilters>(monthBounds(today));
  const [dialog, setDialog] = useState<'expense' | 'import' | null>(null);
  const [editing, setEditing] = useState<Expense | null>(null);
  const expenses = useExpenses(filters);
  const range = { from: filters.from ?? monthBounds(today).from, to: filters.to ?? monthBounds(today).to };
  const totals = useExpenseTotals(range.from, range.to);
  const budgets = useBudgets();
  const remove = useDeleteExpense();
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  const monthBudget = budgets.data?.items.find((b) => b.year === year && b.month === month);

  if (expenses.isError && forbiddenMessage(expenses.error))
    return <ForParentsPanel message={forbiddenMessage(expenses.error)} />;

  const items = expenses.data?.pages.flatMap((p) => p.items) ?? [];
  const categoryNames = new Map(
    (budgets.data?.items ?? []).flatMap((b) => b.categories.map((c) => [c.id, c.name] as const)),
  );
  const deleteExpense = async (id: number, title: string) => {
    await deleteWithToast(remove, id, {
      deleted: { title: 'Expense deleted', description: `${title} was removed.` },
      failed: 'Failed to delete expense',
    });
  };

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Expenses"
        description="Where the family's money goes, by budget category and by month."
        actions={
          <>
            <a
              className={buttonVariants({ variant: 'outline' })}
              href={`/api/expenses/export.csv?from=${range.from}&to=${range.to}`}
              download
            >
              <DownloadIcon aria-hidden />
              Export CSV
            </a>
            <Button variant="outline" onClick={() => setDialog('import')}>
              <UploadIcon aria-hidden />
              Import CSV
            </Button>
            <Button onClick={() => setDialog('expense')}>
              <PlusIcon aria-hidden />
              Add Expense
            </Button>
          </>
        }
      />
      <BudgetCard budget={monthBudget} year={year} month={month} />
      <form
        role="search"
        aria-label="Filter expenses"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({ ...draft, category: draft.category || undefined, search: draft.search || undefined });
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor="filter-from">From</Label>
          <Input
            id="filter-from"
            type="date"
            value={draft.from ?? ''}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="filter-to">To</Label>
          <Input
            id="filter-to"
            type="date"
            value={draft.to ?? ''}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="filter-category">Category</Label>
          <Input
            id="filter-category"
            value={draft.category ?? ''}
            onChange={(e) => setDraft({ ...draft, category: e.target.value })}
            className="w-36"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="filter-search">Search</Label>
          <Input
            id="filter-search"
            type="search"
            value={draft.search ?? ''}
            onChange={(e) => setDraft({ ...draft, search: e.target.value })}
            className="w-44"
          />
        </div>
        <Button type="submit" variant="secondary">
          Apply
        </Button>
      </form>
      {totals.data ? (
        <section aria-labelledby="totals-heading" className="grid gap-3">
          <h2 id="totals-heading" className="text-lg font-semibold">
            {formatMoney(totals.data.totalCents)} spent from {formatDay(range.from)} to {formatDay(range.to)}
          </h2>
          {totals.data.count > 0 ? (
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <ExpenseCharts totals={totals.data} />
            </Suspense>
          ) : null}
        </section>
      ) : null}
      {expenses.isPending ? (
        <Skeleton role="status" aria-label="Loading expenses" className="h-32 w-full" />
      ) : expenses.isError ? (
        <ErrorPanel
          title="Could not load expenses"
          message={errorMessage(expenses.error)}
          onRetry={() => void expenses.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<ReceiptIcon />}
          title="No expenses match"
          description="Add one, import a bank export or change the filters."
        />
      ) : (
        <ul aria-label="Expenses" className="grid gap-2">
          {items.map((e) => (
            <li
              key={e.id}
              className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card px-3 py-2"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{e.title}</p>
                <p className="text-sm text-muted-foreground">
                  {formatDay(e.date)}
                  {e.category ? ` · ${e.category}` : ''}
                  {e.paymentMethod ? ` · ${e.paymentMethod}` : ''}
                  {e.isRecurring && e.recurringFrequency ? ` · repeats ${e.recurringFrequency}` : ''}
                </p>
                {e.allocations.length > 1 ? (
                  <p className="text-sm text-muted-foreground">
                    Split:{' '}
                    {e.allocations
                      .map(
                        (a) =>
                          `${categoryNames.get(a.budgetCategoryId) ?? OTHER_MONTH_CATEGORY} ${formatMoney(a.amountCents)}`,
                      )
                      .join(' · ')}
                  </p>
                ) : null}
              </div>
              {e.receiptImageUrl ? (
                <a
                  href={e.receiptImageUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="text-sm text-primary underline-offset-4 hover:underline"
                  aria-label={`Receipt of ${e.title} on ${formatDay(e.date)}`}
                >
                  Receipt
                </a>
              ) : null}
              <span className="font-semibold">{formatMoney(e.amountCents)}</span>
              <ItemActions
                itemLabel={`${e.title} on ${formatDay(e.date)}`}
                onEdit={() => setEditing(e)}
                onDelete={() => void deleteExpense(e.id, e.title)}
                confirmTitle={`Delete ${e.title}?`}
                confirmDescription={`${formatMoney(e.amountCents)} on ${formatDay(e.date)} leaves the totals and budgets.`}
              />
            </li>
          ))}
        </ul>
      )}
      {expenses.hasNextPage ? (
        <Button
          variant="outline"
          disabled={expenses.isFetchingNextPage}
          onClick={() => void expenses.fetchNextPage()}
        >
          Load more expenses
        </Button>
      ) : null}
      <ExpenseFormDialog
        open={dialog === 'expense'}
        onOpenChange={(open) => setDialog(open ? 'expense' : null)}
        today={today}
        categories={monthBudget?.categories ?? []}
      />
      <ExpenseFormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        today={today}
        categories={editing ? categoriesFor(editing, budgets.data?.items ?? []) : []}
        expense={editing ?? undefined}
      />
      <ImportCsvDialog
        open={dialog === 'import'}
        onOpenChange={(open) => setDialog(open ? 'import' : null)}
      />
    </div>
  );
}
