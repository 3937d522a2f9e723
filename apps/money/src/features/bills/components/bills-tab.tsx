import { useState } from 'react';
import { errorMessage, forbiddenMessage } from '@familyhub/api-client';
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
  useFamilyMoney,
} from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { CheckIcon, ReceiptIcon, Trash2Icon } from 'lucide-react';
import { ForParentsPanel } from '../../shared/for-parents';
import { useCalendarNames } from '../../shared/months';
import type { BillView } from '../api/bills-api';
import { useDeleteBill, useBillSummary, useBills, usePayBill } from '../api/bills-api';
import { billsMessages } from '../messages';

/** A view's name in the catalogue's keys (view.*, list.*, empty.*). */
const viewKeys = {
  unpaid: 'unpaid',
  overdue: 'overdue',
  'due-soon': 'dueSoon',
  paid: 'paid',
} as const satisfies Record<BillView, string>;

const stateBadges = {
  overdue: { label: 'state.overdue', variant: 'destructive' },
  'due-soon': { label: 'state.dueSoon', variant: 'warning' },
  upcoming: { label: 'state.upcoming', variant: 'outline' },
  paid: { label: 'state.paid', variant: 'success' },
} as const;

function SummaryTile({ label, count, cents }: { label: string; count: number; cents: number }) {
  const t = useMessages(billsMessages);
  const { formatMoney } = useFamilyMoney();
  return (
    <Card>
      <CardContent className="grid gap-1 py-4">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-xl font-semibold">{formatMoney(cents)}</p>
        <p className="text-xs text-muted-foreground">{t('summary.count', { count })}</p>
      </CardContent>
    </Card>
  );
}

/** The bills: what is overdue and due soon, the list by view, Mark Paid and delete. */
export function BillsTab() {
  const t = useMessages(billsMessages);
  const { formatDay } = useCalendarNames();
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
        title: t('toast.paid'),
        description: nextBill
          ? t('toast.paidNext', { title: bill.title, date: formatDay(nextBill.dueDate) })
          : t('toast.paidOnce', { title: bill.title }),
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('toast.payFailed'),
        description: errorMessage(error),
      });
    }
  };
  const deleteBill = async (bill: Bill) => {
    await deleteWithToast(remove, bill.id, {
      deleted: { title: t('toast.deleted'), description: t('toast.deletedDetail', { title: bill.title }) },
      failed: t('toast.deleteFailed'),
    });
  };

  const items = bills.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="grid gap-4">
      {summary.data ? (
        <div className="grid gap-3 sm:grid-cols-3" aria-label={t('summary.label')} role="group">
          <SummaryTile
            label={t('summary.overdue')}
            count={summary.data.overdueCount}
            cents={summary.data.overdueCents}
          />
          <SummaryTile
            label={t('summary.dueSoon')}
            count={summary.data.dueSoonCount}
            cents={summary.data.dueSoonCents}
          />
          <SummaryTile
            label={t('summary.unpaid')}
            count={summary.data.unpaidCount}
            cents={summary.data.unpaidCents}
          />
        </div>
      ) : null}
      <div className="flex items-center gap-2">
        <label htmlFor="bills-view" className="text-sm font-medium">
          {t('view.label')}
        </label>
        <Select
          id="bills-view"
          className="w-40"
          value={view}
          onChange={(event) => setView(event.target.value as BillView)}
        >
          {Object.entries(viewKeys).map(([value, key]) => (
            <option key={value} value={value}>
              {t(`view.${key}`)}
            </option>
          ))}
        </Select>
      </div>
      {bills.isPending ? (
        <div role="status" aria-label={t('loading')} className="grid gap-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : bills.isError && forbiddenMessage(bills.error) ? (
        <ForParentsPanel message={forbiddenMessage(bills.error)} />
      ) : bills.isError ? (
        <ErrorPanel
          title={t('error.load')}
          message={errorMessage(bills.error)}
          onRetry={() => void bills.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState icon={<ReceiptIcon />} title={t(`empty.${viewKeys[view]}`)} />
      ) : (
        <ul aria-label={t(`list.${viewKeys[view]}`)} className="grid gap-2">
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
                    {[
                      t('bill.due', { date: formatDay(bill.dueDate) }),
                      bill.payee,
                      bill.accountNumberMasked
                        ? t('bill.account', { number: bill.accountNumberMasked })
                        : null,
                      bill.isRecurring ? t('bill.repeats', { frequency: bill.recurringFrequency }) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <Badge variant={badge.variant}>{t(badge.label)}</Badge>
                <span className="font-semibold">{formatMoney(bill.amountCents)}</span>
                {bill.status === 'unpaid' ? (
                  <Button
                    size="sm"
                    disabled={pay.isPending}
                    onClick={() => void markPaid(bill)}
                    aria-label={t('bill.markPaidLabel', { title: bill.title, date: formatDay(bill.dueDate) })}
                  >
                    <CheckIcon aria-hidden />
                    {t('bill.markPaid')}
                  </Button>
                ) : null}
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('bill.deleteLabel', { title: bill.title, date: formatDay(bill.dueDate) })}
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
          {t('bill.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
