import { lazy, Suspense, useState } from 'react';
import { errorMessage, forbiddenMessage, useLiveUpdates } from '@familyhub/api-client';
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
  useFamilyMoney,
  lazyDialog,
} from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { DownloadIcon, PlusIcon, ReceiptIcon, UploadIcon } from 'lucide-react';
import { ForParentsOnly, ForParentsPanel } from '../../shared/for-parents';
import { localIsoDate, useCalendarNames } from '../../shared/months';
import { useDeleteExpense, useBudgets, useExpenseTotals, useExpenses } from '../api/expenses-api';
import { BudgetCard } from './budget-card';
import type { CategoryChoice } from './expense-form-dialog';
import { expensesMessages } from '../messages';

// Their forms, react-hook-form and the contracts' schemas arrive when they first open (issue #34).
const ExpenseFormDialog = lazyDialog(() => import('./expense-form-dialog').then((m) => m.ExpenseFormDialog));
const ImportCsvDialog = lazyDialog(() => import('./import-csv-dialog').then((m) => m.ImportCsvDialog));

const ExpenseCharts = lazy(() => import('./expense-charts'));

function monthBounds(today: Date) {
  const first = new Date(today.getFullYear(), today.getMonth(), 1);
  const last = new Date(today.getFullYear(), today.getMonth() + 1, 0);
  return { from: localIsoDate(first), to: localIsoDate(last) };
}

/**
 * The budget categories an expense can go to: its month's, and those it already has a part in (`otherMonth` names
 * a category of a month whose budget is not loaded).
 */
function categoriesFor(expense: Expense, budgets: readonly Budget[], otherMonth: string): CategoryChoice[] {
  const [year, month] = expense.date.split('-').map(Number);
  const own = budgets.find((b) => b.year === year && b.month === month)?.categories ?? [];
  const named = new Map(budgets.flatMap((b) => b.categories.map((c) => [c.id, c.name] as const)));
  const others = expense.allocations
    .filter((part) => !own.some((c) => c.id === part.budgetCategoryId))
    .map((part) => ({
      id: part.budgetCategoryId,
      name: named.get(part.budgetCategoryId) ?? otherMonth,
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
  const t = useMessages(expensesMessages);
  const { formatDay } = useCalendarNames();
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
      deleted: { title: t('toast.deleted'), description: t('toast.deletedDetail', { title }) },
      failed: t('toast.deleteFailed'),
    });
  };

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('screen.title')}
        description={t('screen.description')}
        actions={
          <>
            <a
              className={buttonVariants({ variant: 'outline' })}
              href={`/api/expenses/export.csv?from=${range.from}&to=${range.to}`}
              download
            >
              <DownloadIcon aria-hidden />
              {t('screen.export')}
            </a>
            <Button variant="outline" onClick={() => setDialog('import')}>
              <UploadIcon aria-hidden />
              {t('screen.import')}
            </Button>
            <Button onClick={() => setDialog('expense')}>
              <PlusIcon aria-hidden />
              {t('screen.add')}
            </Button>
          </>
        }
      />
      <BudgetCard budget={monthBudget} year={year} month={month} />
      <form
        role="search"
        aria-label={t('filters.label')}
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({ ...draft, category: draft.category || undefined, search: draft.search || undefined });
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor="filter-from">{t('filters.from')}</Label>
          <Input
            id="filter-from"
            type="date"
            value={draft.from ?? ''}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="filter-to">{t('filters.to')}</Label>
          <Input
            id="filter-to"
            type="date"
            value={draft.to ?? ''}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="filter-category">{t('filters.category')}</Label>
          <Input
            id="filter-category"
            value={draft.category ?? ''}
            onChange={(e) => setDraft({ ...draft, category: e.target.value })}
            className="w-36"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="filter-search">{t('filters.search')}</Label>
          <Input
            id="filter-search"
            type="search"
            value={draft.search ?? ''}
            onChange={(e) => setDraft({ ...draft, search: e.target.value })}
            className="w-44"
          />
        </div>
        <Button type="submit" variant="secondary">
          {t('filters.apply')}
        </Button>
      </form>
      {totals.data ? (
        <section aria-labelledby="totals-heading" className="grid gap-3">
          <h2 id="totals-heading" className="text-lg font-semibold">
            {t('totals.heading', {
              amount: formatMoney(totals.data.totalCents),
              from: formatDay(range.from),
              to: formatDay(range.to),
            })}
          </h2>
          {totals.data.count > 0 ? (
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <ExpenseCharts totals={totals.data} />
            </Suspense>
          ) : null}
        </section>
      ) : null}
      {expenses.isPending ? (
        <Skeleton role="status" aria-label={t('loading')} className="h-32 w-full" />
      ) : expenses.isError ? (
        <ErrorPanel
          title={t('error.load')}
          message={errorMessage(expenses.error)}
          onRetry={() => void expenses.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState icon={<ReceiptIcon />} title={t('empty.title')} description={t('empty.body')} />
      ) : (
        <ul aria-label={t('list.label')} className="grid gap-2">
          {items.map((e) => (
            <li
              key={e.id}
              className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card px-3 py-2"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{e.title}</p>
                <p className="text-sm text-muted-foreground">
                  {[
                    formatDay(e.date),
                    e.category,
                    e.paymentMethod,
                    e.isRecurring && e.recurringFrequency
                      ? t('expense.repeats', { frequency: e.recurringFrequency })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {e.allocations.length > 1 ? (
                  <p className="text-sm text-muted-foreground">
                    {t('expense.split', {
                      parts: e.allocations
                        .map((a) =>
                          t('expense.splitPart', {
                            category:
                              categoryNames.get(a.budgetCategoryId) ?? t('expense.otherMonthCategory'),
                            amount: formatMoney(a.amountCents),
                          }),
                        )
                        .join(' · '),
                    })}
                  </p>
                ) : null}
              </div>
              {e.receiptImageUrl ? (
                <a
                  href={e.receiptImageUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="text-sm text-primary underline-offset-4 hover:underline"
                  aria-label={t('expense.receiptLabel', { title: e.title, date: formatDay(e.date) })}
                >
                  {t('expense.receipt')}
                </a>
              ) : null}
              <span className="font-semibold">{formatMoney(e.amountCents)}</span>
              <ItemActions
                itemLabel={t('expense.item', { title: e.title, date: formatDay(e.date) })}
                onEdit={() => setEditing(e)}
                onDelete={() => void deleteExpense(e.id, e.title)}
                confirmTitle={t('expense.confirm.title', { title: e.title })}
                confirmDescription={t('expense.confirm.body', {
                  amount: formatMoney(e.amountCents),
                  date: formatDay(e.date),
                })}
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
          {t('list.loadMore')}
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
        categories={
          editing ? categoriesFor(editing, budgets.data?.items ?? [], t('expense.otherMonthCategory')) : []
        }
        expense={editing ?? undefined}
      />
      <ImportCsvDialog
        open={dialog === 'import'}
        onOpenChange={(open) => setDialog(open ? 'import' : null)}
      />
    </div>
  );
}
