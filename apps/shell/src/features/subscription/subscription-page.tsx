import { Link } from '@familyhub/ui/router';
import { PageHeader } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { PublicFrame } from '../../layout/public-frame';
import { RequireSession } from '../../routing/route-gate';
import { SubscriptionOverview } from './components/subscription-overview';
import { subscriptionMessages } from './messages';

function SubscriptionHeader() {
  const t = useMessages(subscriptionMessages);
  return (
    <PageHeader
      title={t('page.title')}
      description={
        <>
          {t('page.description')}{' '}
          <Link to="/premium-features" className="font-medium underline underline-offset-4">
            {t('page.premiumFeatures')}
          </Link>
          .
        </>
      }
    />
  );
}

/** /subscription (public in the route table, spec 000 §2): a visitor signs in first, then sees the family's plan. */
export function SubscriptionPage() {
  return (
    <RequireSession>
      {() => (
        <PublicFrame>
          <div className="mx-auto grid max-w-4xl gap-4">
            <SubscriptionHeader />
            <SubscriptionOverview />
          </div>
        </PublicFrame>
      )}
    </RequireSession>
  );
}
