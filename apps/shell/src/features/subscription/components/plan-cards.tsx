import * as React from 'react';
import { CheckIcon } from 'lucide-react';
import { useNavigate } from '@familyhub/ui/router';
import {
  formatMoney,
  planPrices,
  plans,
  type PaidPlan,
  type Plan,
  type SubscriptionDetails,
} from '@familyhub/contracts';
import { Badge, Button, ConfirmDialog, cn, toast } from '@familyhub/ui';
import { storeSelectedPlan } from '../../../premium/plan-storage';
import { useChangePlan } from '../api/use-subscription';
import { limitsText, longDate, planName, priceText } from '../plan-text';
import { isOnTrial } from './current-plan-card';
import { toastPlanError } from './plan-action-error';

export const SETTINGS_ANNUAL_SAVINGS = 'Save over 58%, under $2.08 a month';

const featureLines: Record<Plan, string[]> = {
  free: ['Dashboard, calendar, shopping, tasks and settings'],
  monthly: ['Six premium features: calendar, chores, meals, messaging, rewards, documents', 'Cancel anytime'],
  // 001 §9: the settings' savings text (the upsell dialog keeps 000's "Save over 50%").
  annual: ['All eight premium features, with priority support and early access', SETTINGS_ANNUAL_SAVINGS],
};

/**
 * Free, Premium Monthly and Premium Annual side by side. Without a paid plan a paid card goes to checkout
 * (the choice handed over in selectedPlan, spec 000 §2); with one, the other paid plan is a plan change.
 */
export function PlanCards({ details }: { details: SubscriptionDetails }) {
  const navigate = useNavigate();
  const change = useChangePlan();
  const [switchingTo, setSwitchingTo] = React.useState<PaidPlan | null>(null);
  const { subscription } = details;
  const trial = isOnTrial(details);

  const checkout = (plan: PaidPlan) => {
    storeSelectedPlan(plan);
    navigate('/checkout');
  };
  const onChange = async () => {
    if (!switchingTo) return;
    try {
      await change.mutateAsync({ plan: switchingTo });
      toast({ title: 'Plan changed', description: `Your family is on ${planName(switchingTo)} now.` });
    } catch (error) {
      toastPlanError('Failed to change plan', error);
    }
  };

  function action(plan: Plan): React.ReactNode {
    const isCurrent = plan === details.plan && (plan === 'free' || !trial);
    if (isCurrent) return <Badge variant="outline">Current plan</Badge>;
    if (!details.canManageBilling) return null;
    // Moving to Free is "Switch to Free now" (trial) or "Cancel Subscription" on the current plan card.
    if (plan === 'free') return null;
    if (subscription) {
      return (
        <Button
          variant={plan === 'annual' ? 'default' : 'outline'}
          disabled={change.isPending}
          onClick={() => setSwitchingTo(plan)}
        >
          Switch to {plan === 'annual' ? 'Annual' : 'Monthly'}
        </Button>
      );
    }
    return (
      <Button variant={plan === 'annual' ? 'default' : 'outline'} onClick={() => checkout(plan)}>
        Choose {plan === 'annual' ? 'Annual' : 'Monthly'}
      </Button>
    );
  }

  return (
    <>
      <ul className="grid gap-4 md:grid-cols-3" aria-label="Plans">
        {plans.map((plan) => (
          <li
            key={plan}
            aria-label={planName(plan)}
            className={cn(
              'relative flex flex-col gap-3 rounded-lg border bg-card p-4',
              plan === 'annual' ? 'border-primary ring-1 ring-primary' : 'border-border',
            )}
          >
            {plan === 'annual' ? (
              <Badge variant="premium" className="absolute -top-2.5 right-3">
                BEST VALUE
              </Badge>
            ) : null}
            <p className="font-medium">{planName(plan)}</p>
            <p className="text-lg font-bold">{priceText(plan)}</p>
            <ul className="grid gap-1.5 text-sm">
              {[...limitsText(plan), ...featureLines[plan]].map((line) => (
                <li key={line} className="flex items-start gap-2">
                  <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                  <span>{line}</span>
                </li>
              ))}
            </ul>
            <div className="mt-auto pt-2">{action(plan)}</div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={switchingTo !== null}
        onOpenChange={(open) => !open && setSwitchingTo(null)}
        title={switchingTo ? `Switch to ${planName(switchingTo)}?` : 'Switch plan?'}
        description={
          switchingTo && subscription
            ? `${subscription.paymentMethod} is charged ${formatMoney(planPrices[switchingTo].amountCents)} now and a new ${planPrices[switchingTo].period}-long period starts today (your current period would have ended on ${longDate(subscription.currentPeriodEnd)}).`
            : undefined
        }
        confirmLabel="Switch Plan"
        onConfirm={onChange}
      />
    </>
  );
}
