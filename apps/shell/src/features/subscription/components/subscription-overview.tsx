import { ErrorPanel, Skeleton } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { subscriptionMessages } from '../messages';
import { useSubscriptionDetails } from '../api/use-subscription';
import { BillingHistory } from './billing-history';
import { CurrentPlanCard } from './current-plan-card';
import { PlanCards } from './plan-cards';

/** Current plan, the plan cards and (for the admin) the billing history: /subscription and Settings › Subscription. */
export function SubscriptionOverview() {
  const details = useSubscriptionDetails();
  const t = useMessages(subscriptionMessages);
  if (details.isPending) {
    return (
      <div className="grid gap-4" aria-label={t('overview.loading')}>
        <Skeleton className="h-40" />
        <Skeleton className="h-56" />
      </div>
    );
  }
  if (details.isError) {
    return (
      <ErrorPanel
        title={t('overview.error')}
        message={details.error.message}
        onRetry={() => void details.refetch()}
      />
    );
  }
  return (
    <div className="grid gap-6">
      <CurrentPlanCard details={details.data} />
      <section aria-labelledby="plans-heading" className="grid gap-3">
        <h2 id="plans-heading" className="text-lg font-semibold">
          {t('overview.plans')}
        </h2>
        <PlanCards details={details.data} />
      </section>
      {details.data.canManageBilling ? <BillingHistory /> : null}
    </div>
  );
}
