import { useState } from 'react';
import { errorMessage, forbiddenMessage, useFamilyMoney } from '@familyhub/api-client';
import type { Bill } from '@familyhub/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  EmptyState,
  ErrorPanel,
  Select,
  Skeleton,
  toast,
  deleteWithToast,
} from '@familyhub/ui';
import { CheckIcon, ReceiptIcon, Trash2Icon } from 'lucide-react';
import { ForParentsPanel } from '../../shared/for-parents';
import { formatDay } from '../../shared/months';
import type { BillView } from '../api/bills-api';
import { useDeleteBill, useBillSummary, useBills, usePayBill } from '../api/bills-api';

const viewLabels: Record<BillView, string> = {
  unpaid: 'Unpaid',
  overdue: 'Overdue',
  'due-soon': 'Due soon',
  paid: 'Paid',
};

const stateBadges = {
  overdue: { label: 'Overdue', variant: 'destructive' },
  'due-soon': { label: 'Due soon', variant: 'warning' },
  upcoming: { label: 'Upcoming', variant: 'outline' },
  paid: { label: 'Paid', variant: 'success' },
} as const;

function SummaryTile({ label, count, cents }: { label: string; count: number; cents: number }) {
  const { formatMoney } = useFamilyMoney();
  return (
    <Card>
      <CardContent className="grid gap-1 py-4">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-xl font-semibold">{formatMoney(cents)}</p>
        <p className="text-xs text-muted-foreground">
          {count} {count === 1 ? 'bill' : 'bills'}
        </p>
      </CardContent>
    </Card>
  );
}

/** The bills: what is overdue and due soon, the list by view, Mark Paid and delete. */
export function BillsTab() {
  const { formatMoney } = useFamilyMoney();
  const [view, setView] = useState<BillView>('unpaid');
  const summary = useBillSummary();
  const bills = useBills(view);
  const pay = usePayBill();
  const remove = useDeleteBill();

  const markPaid = async (bill: Bill) => {
    try {
      const { nextBill } = await pay.mutateAsync(bill.id);
      toast({
        title: 'Bill paid',
        description: nextBill
          ? `${bill.title} is paid; the next one is due ${formatDay(nextBill.dueDate)}.`
          : `${bill.title} is paid.`,
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to mark the bill paid',
        description: errorMessage(error),
      });
    }
  };
  const deleteBill = async (bill: Bill) => {
    await deleteWithToast(remove, bill.id, {
      deleted: { title: 'Bill deleted', description: `${bill.title} was removed.` },
      failed: 'Failed to delete bill',
    });
  };

  const items = bills.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="grid gap-4">
      {summary.data ? (
        <div className="grid gap-3 sm:grid-cols-3" aria-label="Bills summary" role="group">
          <SummaryTile label="Overdue" count={summary.data.overdueCount} cents={summary.data.overdueCents} />
          <SummaryTile label="Due soon" count={summary.data.dueSoonCount} cents={summary.data.dueSoonCents} />
          <SummaryTile label="All unpaid" count={summary.data.unpaidCount} cents={summary.data.unpaidCents} />
        </div>
      ) : null}
      <div className="flex items-center gap-2">
        <label htmlFor="bills-view" className="text-sm font-medium">
          Show
        </label>
        <Select
          id="bills-view"
          className="w-40"
          value={view}
          onChange={(event) => setView(event.target.value as BillView)}
        >
          {Object.entries(viewLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>
      {bills.isPending ? (
        <div role="status" aria-label="Loading bills" className="grid gap-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : bills.isError && forbiddenMessage(bills.error) ? (
        <ForParentsPanel message={forbiddenMessage(bills.error)} />
      ) : bills.isError ? (
        <ErrorPanel
          title="Could not load the bills"
          message={errorMessage(bills.error)}
          onRetry={() => void bills.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState icon={<ReceiptIcon />} title={`No ${viewLabels[view].toLowerCase()} bills`} />
      ) : (
        <ul aria-label={`${viewLabels[view]} bills`} className="grid gap-2">
          {items.map((bill) => {
            const badge = stateBadges[bill.dueState];
            return (
              <li
                key={bill.id}
                className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card px-3 py-2"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{bill.title}</p>
                  <p className="text-sm text-muted-foreground">
                    Due {formatDay(bill.dueDate)}
                    {bill.payee ? ` · ${bill.payee}` : ''}
                    {bill.accountNumberMasked ? ` · Account ${bill.accountNumberMasked}` : ''}
                    {bill.isRecurring ? ` · repeats ${bill.recurringFrequency}` : ''}
                  </p>
                </div>
                <Badge variant={badge.variant}>{badge.label}</Badge>
                <span className="font-semibold">{formatMoney(bill.amountCents)}</span>
                {bill.status === 'unpaid' ? (
                  <Button
                    size="sm"
                    disabled={pay.isPending}
                    onClick={() => void markPaid(bill)}
                    aria-label={`Mark Paid: ${bill.title}, due ${formatDay(bill.dueDate)}`}
                  >
                    <CheckIcon aria-hidden />
                    Mark Paid
                  </Button>
                ) : null}
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${bill.title} due ${formatDay(bill.dueDate)}`}
                  onClick={() => void deleteBill(bill)}
                >
                  <Trash2Icon aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {bills.hasNextPage ? (
        <Button
          variant="outline"
          disabled={bills.isFetchingNextPage}
          onClick={() => void bills.fetchNextPage()}
        >
          Load more bills
        </Button>
      ) : null}
    </div>
  );
}
