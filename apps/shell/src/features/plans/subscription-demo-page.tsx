import * as React from 'react';
import { Link } from '@familyhub/ui/router';
import { plans, type Plan } from '@familyhub/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, PageHeader } from '@familyhub/ui';
import { usePremium } from '../../premium/premium-context';
import { PremiumDialog } from '../../premium/premium-dialog';
import { useMessages } from '@familyhub/ui/i18n';
import { usePlanText } from '../subscription';
import { PublicFrame } from '../../layout/public-frame';
import { plansMessages } from './messages';

// Stand for the two links in "Ready to choose? {compare} or {manage}.": the sentence is translated whole and the
// links go where the language puts them.
const COMPARE = '\uE001';
const MANAGE = '\uE002';

function withLinks(text: string, links: { compare: React.ReactNode; manage: React.ReactNode }) {
  return text
    .split(/(\uE001|\uE002)/)
    .map((piece, i) => (
      <React.Fragment key={i}>
        {piece === COMPARE ? links.compare : piece === MANAGE ? links.manage : piece}
      </React.Fragment>
    ));
}

/**
 * /subscription-demo (spec 000 §2): shows how the Premium Feature dialog reads on each plan, so a family can see
 * what upgrading changes. A preview only — it never changes the plan; choosing a plan in it goes to the real checkout.
 */
export function SubscriptionDemoPage() {
  const { plan: familyPlan, planKnown } = usePremium();
  const [previewing, setPreviewing] = React.useState<Plan | null>(null);
  const t = useMessages(plansMessages);
  const { planName } = usePlanText();
  return (
    <PublicFrame>
      <div className="mx-auto grid max-w-3xl gap-4">
        <PageHeader title={t('demo.title')} description={t('demo.description')} />
        <Card>
          <CardHeader>
            <CardTitle>{t('demo.preview.title')}</CardTitle>
            <CardDescription>
              {planKnown ? t('demo.familyPlan', { plan: planName(familyPlan) }) : t('demo.signIn')}
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-2">
            {plans.map((p) => (
              <Button key={p} variant="outline" onClick={() => setPreviewing(p)}>
                {t('demo.previewAs', { plan: planName(p) })}
              </Button>
            ))}
          </CardContent>
        </Card>
        <p className="text-sm text-muted-foreground">
          {withLinks(t('demo.ready', { compare: COMPARE, manage: MANAGE }), {
            compare: (
              <Link to="/premium-features" className="font-medium underline underline-offset-4">
                {t('demo.compare')}
              </Link>
            ),
            manage: (
              <Link to="/subscription" className="font-medium underline underline-offset-4">
                {t('demo.manage')}
              </Link>
            ),
          })}
        </p>
      </div>
      <PremiumDialog
        plan={previewing ?? 'free'}
        featureName={t('feature.meal_planning')}
        open={previewing !== null}
        onOpenChange={(open) => {
          if (!open) setPreviewing(null);
        }}
      />
    </PublicFrame>
  );
}
