import { Link } from '@familyhub/ui/router';
import { Button } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { subscriptionMessages } from './messages';
import { SubscriptionOverview } from './components/subscription-overview';

/** Settings › Subscription (spec 001 §2): current plan, plan cards, payment method, billing history, cancel. */
export function SubscriptionTab() {
  const t = useMessages(subscriptionMessages);
  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Button asChild variant="outline" size="sm">
          <Link to="/subscription">{t('tab.open')}</Link>
        </Button>
      </div>
      <SubscriptionOverview />
    </div>
  );
}
