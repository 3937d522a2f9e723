import { errorMessage, useFamilyMoney } from '@familyhub/api-client';
import type { HouseholdSubscription } from '@familyhub/contracts';
import { Badge, Button, Card, CardContent, EmptyState, ErrorPanel, Skeleton, toast } from '@familyhub/ui';
import { RefreshCwIcon, TvIcon } from 'lucide-react';
import { formatDay } from '../../shared/months';
import {
  useDeleteHouseholdSubscription,
  useHouseholdSubscriptionSummary,
  useHouseholdSubscriptions,
  useRenewHouseholdSubscription,
  useUpdateHouseholdSubscription,
} from '../api/household-subscriptions-api';

/** The household's subscriptions by next renewal, with what the active ones cost a year. */
export function SubscriptionsTab() {
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
          {formatMoney(s.amountCents)} {s.billingCycle} · {formatMoney(s.yearlyCents)} a year · next{' '}
          {formatDay(s.nextBillingDate)}
          {s.provider ? ` · ${s.provider}` : ''}
        </p>
      </div>
      {s.status === 'cancelled' ? <Badge variant="outline">Cancelled</Badge> : null}
      {s.status === 'active' ? (
        <>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Mark ${s.title} renewed`}
            onClick={() => void act(() => renew.mutateAsync(s.id), 'Subscription renewed', 'Failed to renew')}
          >
            <RefreshCwIcon aria-hidden />
            Renewed
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Cancel ${s.title}`}
            onClick={() =>
              void act(
                () => update.mutateAsync({ id: s.id, body: { status: 'cancelled' } }),
                'Subscription cancelled',
                'Failed to cancel the subscription',
              )
            }
          >
            Cancel
          </Button>
        </>
      ) : null}
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Delete ${s.title}`}
        onClick={() =>
          void act(
            () => remove.mutateAsync(s.id),
            'Subscription deleted',
            'Failed to delete the subscription',
          )
        }
      >
        Delete
      </Button>
    </li>
  );

  return (
    <div className="grid gap-4">
      {summary.data ? (
        <Card>
          <CardContent className="flex flex-wrap gap-6 py-4" role="group" aria-label="Subscriptions total">
            <div>
              <p className="text-sm text-muted-foreground">A year</p>
              <p className="text-xl font-semibold">{formatMoney(summary.data.yearlyCents)}</p>
            </div>
            <div>
              <p className="text-sm text-muted-foreground">A month</p>
              <p className="text-xl font-semibold">{formatMoney(summary.data.monthlyCents)}</p>
            </div>
            <div>
              <p className="text-sm text-muted-foreground">Active</p>
              <p className="text-xl font-semibold">{summary.data.activeCount}</p>
            </div>
          </CardContent>
        </Card>
      ) : null}
      {subscriptions.isPending ? (
        <Skeleton role="status" aria-label="Loading subscriptions" className="h-16 w-full" />
      ) : subscriptions.isError ? (
        <ErrorPanel
          title="Could not load the subscriptions"
          message={errorMessage(subscriptions.error)}
          onRetry={() => void subscriptions.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState icon={<TvIcon />} title="No subscriptions yet" />
      ) : (
        <ul aria-label="Subscriptions" className="grid gap-2">
          {items.map(row)}
        </ul>
      )}
      {subscriptions.hasNextPage ? (
        <Button variant="outline" onClick={() => void subscriptions.fetchNextPage()}>
          Load more subscriptions
        </Button>
      ) : null}
    </div>
  );
}
