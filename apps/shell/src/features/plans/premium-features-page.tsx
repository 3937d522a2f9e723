import { CheckIcon, MinusIcon } from 'lucide-react';
import { useNavigate } from '@familyhub/ui/router';
import {
  planFeatures,
  planLimits,
  planPrices,
  premiumFeatures,
  type PaidPlan,
  type PremiumFeature,
} from '@familyhub/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, PageHeader } from '@familyhub/ui';
import { storeSelectedPlan } from '../../premium/plan-storage';
import { usePremium } from '../../premium/premium-context';
import { PublicFrame } from '../../layout/public-frame';

export const featureLabels: Record<PremiumFeature, string> = {
  unlimited_calendar: 'Unlimited calendar',
  advanced_chores: 'Advanced chores',
  meal_planning: 'Meal planning',
  unlimited_messaging: 'Unlimited messaging',
  rewards_system: 'Rewards system',
  document_storage: 'Document storage',
  priority_support: 'Priority support',
  early_access: 'Early access',
};

const columns = [
  { plan: 'free', name: 'Free', price: '$0' },
  { plan: 'monthly', name: 'Premium Monthly', price: `${planPrices.monthly.label} per month` },
  { plan: 'annual', name: 'Premium Annual', price: `${planPrices.annual.label} per year` },
] as const;

/** What each plan includes, straight from the plan rules in libs/contracts (spec 000 §6). */
export function PremiumFeaturesPage() {
  const { plan: guessedPlan, planKnown, openPremiumDialog } = usePremium();
  // Only a signed-in family's plan, once the server has said it, is "yours"; a visitor gets the plain comparison.
  const plan = planKnown ? guessedPlan : null;
  const navigate = useNavigate();
  const choose = (chosen: PaidPlan) => {
    storeSelectedPlan(chosen);
    navigate('/checkout');
  };
  return (
    <PublicFrame>
      <div className="mx-auto max-w-4xl">
        <PageHeader
          title="Premium features"
          description={
            plan === null
              ? 'Compare the plans and choose the one that suits your family.'
              : plan !== 'free'
                ? 'Your family has FamilyHub Premium.'
                : 'Your family is on the free plan.'
          }
          actions={
            plan !== 'annual' ? <Button onClick={() => openPremiumDialog('Premium')}>Upgrade</Button> : null
          }
        />
        <Card>
          <CardHeader>
            <CardTitle>What each plan includes</CardTitle>
          </CardHeader>
          <CardContent className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">Premium features by plan</caption>
              <thead>
                <tr className="border-b border-border text-left">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Feature
                  </th>
                  {columns.map((c) => (
                    <th key={c.plan} scope="col" className="px-3 py-2 font-medium">
                      <span className="block">{c.name}</span>
                      <span className="block text-xs font-normal text-muted-foreground">{c.price}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {(['members', 'eventsPerDay'] as const).map((limit) => (
                  <tr key={limit} className="border-b border-border">
                    <th scope="row" className="py-2 pr-4 text-left font-normal">
                      {limit === 'members' ? 'Family members' : 'Events a day'}
                    </th>
                    {columns.map((c) => (
                      <td key={c.plan} className="px-3 py-2">
                        {planLimits[c.plan][limit] ?? 'Unlimited'}
                      </td>
                    ))}
                  </tr>
                ))}
                {premiumFeatures.map((feature) => (
                  <tr key={feature} className="border-b border-border last:border-0">
                    <th scope="row" className="py-2 pr-4 text-left font-normal">
                      {featureLabels[feature]}
                    </th>
                    {columns.map((c) => (
                      <td key={c.plan} className="px-3 py-2">
                        {planFeatures[c.plan].includes(feature) ? (
                          <CheckIcon className="size-4 text-success" role="img" aria-label="Included" />
                        ) : (
                          <MinusIcon
                            className="size-4 text-muted-foreground"
                            role="img"
                            aria-label="Not included"
                          />
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <td />
                  {columns.map((c) => (
                    <td key={c.plan} className="px-3 pt-4">
                      {c.plan === plan ? (
                        <span className="text-xs font-medium text-muted-foreground">Your plan</span>
                      ) : c.plan !== 'free' ? (
                        <Button
                          size="sm"
                          variant={c.plan === 'annual' ? 'default' : 'outline'}
                          onClick={() => choose(c.plan)}
                        >
                          Choose {c.plan === 'annual' ? 'Annual' : 'Monthly'}
                        </Button>
                      ) : null}
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </CardContent>
        </Card>
      </div>
    </PublicFrame>
  );
}
