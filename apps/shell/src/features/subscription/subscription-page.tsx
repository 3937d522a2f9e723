import { Link } from '@familyhub/ui/router';
import { PageHeader } from '@familyhub/ui';
import { PublicFrame } from '../../layout/public-frame';
import { RequireSession } from '../../routing/route-gate';
import { SubscriptionOverview } from './components/subscription-overview';

/** /subscription (public in the route table, spec 000 §2): a visitor signs in first, then sees the family's plan. */
export function SubscriptionPage() {
  return (
    <RequireSession>
      {() => (
        <PublicFrame>
          <div className="mx-auto grid max-w-4xl gap-4">
            <PageHeader
              title="Manage Subscription"
              description={
                <>
                  Your family’s plan, payments and billing history. Compare what each plan includes on{' '}
                  <Link to="/premium-features" className="font-medium underline underline-offset-4">
                    Premium features
                  </Link>
                  .
                </>
              }
            />
            <SubscriptionOverview />
          </div>
        </PublicFrame>
      )}
    </RequireSession>
  );
}
