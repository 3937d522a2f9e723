import { errorMessage } from '@familyhub/api-client';
import type { HouseholdSubscription } from '@familyhub/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  EmptyState,
  ErrorPanel,
  Skeleton,
  toast,
  useFamilyMoney,
} from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { RefreshCwIcon, TvIcon } from 'lucide-react';
import { useCalendarNames } from '../../shared/months';
import {
  useDeleteHouseholdSubscription,
  useHouseholdSubscriptionSummary,
  useHouseholdSubscriptions,
  useRenewHouseholdSubscription,
  useUpdateHouseholdSubscription,
} from '../api/household-subscriptions-api';
import { householdSubscriptionsMessages } from '../messages';

/** The household's subscriptions by next renewal, with what the active ones cost a year. */
export function SubscriptionsTab() {
  const t = useMessages(householdSubscriptionsMessages);
  const { formatDay } = useCalendarNames();
  const { formatMoney } = useFamilyMoney();
  const summary = useHouseholdSubscriptionSummary();
  const subscriptions = useHouseholdSubscriptions();
  const renew = useRenewHouseholdSubscription();
  const update = useUpdateHouseholdSubscription();
  const remove = useDeleteHouseholdSubscription();

  const act = async (run: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await run();
      toast({ title: done });
    } catch (error) {
      toast({ variant: 'destructive', title: failed, description: errorMessage(error) });
    }
  };
  const items = subscriptions.data?.pages.flatMap((page) => page.items) ?? [];

  const row = (s: HouseholdSubscription) => (
    <li
      key={s.id}
      className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card px-3 py-2"
    >
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{s.title}</p>
        <p className="text-sm text-muted-foreground">
          {t('subscription.cost', {
            amount: formatMoney(s.amountCents),
            cycle: s.billingCycle,
            yearly: formatMoney(s.yearlyCents),
            date: formatDay(s.nextBillingDate),
          })}
          {s.provider ? ` · ${s.provider}` : ''}
        </p>
      </div>
      {s.status === 'cancelled' ? <Badge variant="outline">{t('subscription.cancelled')}</Badge> : null}
      {s.status === 'active' ? (
        <>
          <Button
            size="sm"
            variant="outline"
            aria-label={t('subscription.renewedLabel', { title: s.title })}
            onClick={() =>
              void act(() => renew.mutateAsync(s.id), t('toast.renewed'), t('toast.renewFailed'))
            }
          >
            <RefreshCwIcon aria-hidden />
            {t('subscription.renewed')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('subscription.cancelLabel', { title: s.title })}
            onClick={() =>
              void act(
                () => update.mutateAsync({ id: s.id, body: { status: 'cancelled' } }),
                t('toast.cancelled'),
                t('toast.cancelFailed'),
              )
            }
          >
            {t('subscription.cancel')}
          </Button>
        </>
      ) : null}
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('subscription.deleteLabel', { title: s.title })}
        onClick={() => void act(() => remove.mutateAsync(s.id), t('toast.deleted'), t('toast.deleteFailed'))}
      >
        {t('subscription.delete')}
      </Button>
    </li>
  );

  return (
    <div className="grid gap-4">
      {summary.data ? (
        <Card>
          <CardContent className="flex flex-wrap gap-6 py-4" role="group" aria-label={t('total.label')}>
            <div>
              <p className="text-sm text-muted-foreground">{t('total.yearly')}</p>
              <p className="text-xl font-semibold">{formatMoney(summary.data.yearlyCents)}</p>
            </div>
            <div>
              <p className="text-sm text-muted-foreground">{t('total.monthly')}</p>
              <p className="text-xl font-semibold">{formatMoney(summary.data.monthlyCents)}</p>
            </div>
            <div>
              <p className="text-sm text-muted-foreground">{t('total.active')}</p>
              <p className="text-xl font-semibold">{summary.data.activeCount}</p>
            </div>
          </CardContent>
        </Card>
      ) : null}
      {subscriptions.isPending ? (
        <Skeleton role="status" aria-label={t('loading')} className="h-16 w-full" />
      ) : subscriptions.isError ? (
        <ErrorPanel
          title={t('error.load')}
          message={errorMessage(subscriptions.error)}
          onRetry={() => void subscriptions.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState icon={<TvIcon />} title={t('empty.title')} />
      ) : (
        <ul aria-label={t('list.label')} className="grid gap-2">
          {items.map(row)}
        </ul>
      )}
      {subscriptions.hasNextPage ? (
        <Button variant="outline" onClick={() => void subscriptions.fetchNextPage()}>
          {t('list.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
