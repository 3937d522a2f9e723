import { CheckIcon, MinusIcon } from 'lucide-react';
import { useNavigate } from '@familyhub/ui/router';
import {
  planFeatures,
  planLimits,
  premiumFeatures,
  type PaidPlan,
  type PremiumFeature,
} from '@familyhub/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, PageHeader } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { storeSelectedPlan } from '../../premium/plan-storage';
import { usePremium } from '../../premium/premium-context';
import { PublicFrame } from '../../layout/public-frame';
import { usePlanText } from '../subscription';
import { plansMessages } from './messages';

/** A premium feature's name in the catalogue (`feature.<id>`). */
const featureKey = (feature: PremiumFeature) => `feature.${feature}` as const;

const columns = ['free', 'monthly', 'annual'] as const;

/** What each plan includes, straight from the plan rules in libs/contracts (spec 000 §6). */
export function PremiumFeaturesPage() {
  const { plan: guessedPlan, planKnown, openPremiumDialog } = usePremium();
  // Only a signed-in family's plan, once the server has said it, is "yours"; a visitor gets the plain comparison.
  const plan = planKnown ? guessedPlan : null;
  const navigate = useNavigate();
  const t = useMessages(plansMessages);
  const { planName, priceText } = usePlanText();
  const choose = (chosen: PaidPlan) => {
    storeSelectedPlan(chosen);
    navigate('/checkout');
  };
  return (
    <PublicFrame>
      <div className="mx-auto max-w-4xl">
        <PageHeader
          title={t('features.title')}
          description={
            plan === null
              ? t('features.visitor')
              : plan !== 'free'
                ? t('features.premium')
                : t('features.free')
          }
          actions={
            plan !== 'annual' ? (
              <Button onClick={() => openPremiumDialog(t('features.upgradeArea'))}>
                {t('features.upgrade')}
              </Button>
            ) : null
          }
        />
        <Card>
          <CardHeader>
            <CardTitle>{t('features.tableTitle')}</CardTitle>
          </CardHeader>
          <CardContent className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('features.caption')}</caption>
              <thead>
                <tr className="border-b border-border text-start">
                  <th scope="col" className="py-2 pe-4 font-medium">
                    {t('features.feature')}
                  </th>
                  {columns.map((c) => (
                    <th key={c} scope="col" className="px-3 py-2 font-medium">
                      <span className="block">{planName(c)}</span>
                      <span className="block text-xs font-normal text-muted-foreground">{priceText(c)}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {(['members', 'eventsPerDay'] as const).map((limit) => (
                  <tr key={limit} className="border-b border-border">
                    <th scope="row" className="py-2 pe-4 text-start font-normal">
                      {limit === 'members' ? t('features.members') : t('features.events')}
                    </th>
                    {columns.map((c) => (
                      <td key={c} className="px-3 py-2">
                        {planLimits[c][limit] ?? t('features.unlimited')}
                      </td>
                    ))}
                  </tr>
                ))}
                {premiumFeatures.map((feature) => (
                  <tr key={feature} className="border-b border-border last:border-0">
                    <th scope="row" className="py-2 pe-4 text-start font-normal">
                      {t(featureKey(feature))}
                    </th>
                    {columns.map((c) => (
                      <td key={c} className="px-3 py-2">
                        {planFeatures[c].includes(feature) ? (
                          <CheckIcon
                            className="size-4 text-success"
                            role="img"
                            aria-label={t('features.included')}
                          />
                        ) : (
                          <MinusIcon
                            className="size-4 text-muted-foreground"
                            role="img"
                            aria-label={t('features.notIncluded')}
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
                    <td key={c} className="px-3 pt-4">
                      {c === plan ? (
                        <span className="text-xs font-medium text-muted-foreground">
                          {t('features.yourPlan')}
                        </span>
                      ) : c !== 'free' ? (
                        <Button
                          size="sm"
                          variant={c === 'annual' ? 'default' : 'outline'}
                          onClick={() => choose(c)}
                        >
                          {t(c === 'annual' ? 'features.choose.annual' : 'features.choose.monthly')}
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
