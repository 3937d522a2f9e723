import * as React from 'react';
import { Link } from '@familyhub/ui/router';
import { plans, type Plan } from '@familyhub/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, PageHeader } from '@familyhub/ui';
import { usePremium } from '../../premium/premium-context';
import { PremiumDialog } from '../../premium/premium-dialog';
import { planName } from '../subscription';
import { PublicFrame } from '../../layout/public-frame';

/**
 * /subscription-demo (spec 000 §2): shows how the Premium Feature dialog reads on each plan, so a family can see
 * what upgrading changes. A preview only — it never changes the plan; choosing a plan in it goes to the real checkout.
 */
export function SubscriptionDemoPage() {
  const { plan: familyPlan, planKnown } = usePremium();
  const [previewing, setPreviewing] = React.useState<Plan | null>(null);
  return (
    <PublicFrame>
      <div className="mx-auto grid max-w-3xl gap-4">
        <PageHeader
          title="Subscription demo"
          description="See the Premium Feature dialog as a family on each plan sees it when they open a premium area. This preview does not change your plan."
        />
        <Card>
          <CardHeader>
            <CardTitle>Preview the Premium Feature dialog</CardTitle>
            <CardDescription>
              {planKnown
                ? `Your family is on ${planName(familyPlan)}.`
                : 'Sign in to see your own family’s plan.'}
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-2">
            {plans.map((p) => (
              <Button key={p} variant="outline" onClick={() => setPreviewing(p)}>
                Preview as {planName(p)}
              </Button>
            ))}
          </CardContent>
        </Card>
        <p className="text-sm text-muted-foreground">
          Ready to choose?{' '}
          <Link to="/premium-features" className="font-medium underline underline-offset-4">
            Compare the plans
          </Link>{' '}
          or{' '}
          <Link to="/subscription" className="font-medium underline underline-offset-4">
            manage your subscription
          </Link>
          .
        </p>
      </div>
      <PremiumDialog
        plan={previewing ?? 'free'}
        featureName="Meal planning"
        open={previewing !== null}
        onOpenChange={(open) => {
          if (!open) setPreviewing(null);
        }}
      />
    </PublicFrame>
  );
}
