import { Link } from '@familyhub/ui/router';
import { Button } from '@familyhub/ui';
import { SubscriptionOverview } from './components/subscription-overview';

/** Settings › Subscription (spec 001 §2): current plan, plan cards, payment method, billing history, cancel. */
export function SubscriptionTab() {
  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Button asChild variant="outline" size="sm">
          <Link to="/subscription">Open Manage Subscription</Link>
        </Button>
      </div>
      <SubscriptionOverview />
    </div>
  );
}
