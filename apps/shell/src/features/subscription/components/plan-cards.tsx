import * as React from 'react';
import { CheckIcon } from 'lucide-react';
import { useNavigate } from '@familyhub/ui/router';
import { planPrices, plans, type PaidPlan, type Plan, type SubscriptionDetails } from '@familyhub/contracts';
import { Badge, Button, ConfirmDialog, cn, toast } from '@familyhub/ui';
import { storeSelectedPlan } from '../../../premium/plan-storage';
import { useChangePlan } from '../api/use-subscription';
import { useMessages } from '@familyhub/ui/i18n';
import { subscriptionMessages } from '../messages';
import { usePlanText } from '../plan-text';
import { isOnTrial } from './current-plan-card';
import { toastPlanError } from './plan-action-error';

const featureLines = {
  free: ['cards.free.features'],
  monthly: ['cards.monthly.features', 'cards.monthly.cancel'],
  // 001 §9: the settings' savings text (the upsell dialog keeps 000's "Save over 50%").
  annual: ['cards.annual.features', 'cards.annual.savings'],
} as const satisfies Record<Plan, readonly string[]>;

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
  const t = useMessages(subscriptionMessages);
  const { planName, price, priceText, limitsText, longDate } = usePlanText();

  const checkout = (plan: PaidPlan) => {
    storeSelectedPlan(plan);
    navigate('/checkout');
  };
  const onChange = async () => {
    if (!switchingTo) return;
    try {
      await change.mutateAsync({ plan: switchingTo });
      toast({
        title: t('toast.planChanged.title'),
        description: t('toast.planChanged.body', { plan: planName(switchingTo) }),
      });
    } catch (error) {
      toastPlanError(t('toast.changeFailed'), error);
    }
  };

  function action(plan: Plan): React.ReactNode {
    const isCurrent = plan === details.plan && (plan === 'free' || !trial);
    if (isCurrent) return <Badge variant="outline">{t('cards.current')}</Badge>;
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
          {t(plan === 'annual' ? 'cards.switchTo.annual' : 'cards.switchTo.monthly')}
        </Button>
      );
    }
    return (
      <Button variant={plan === 'annual' ? 'default' : 'outline'} onClick={() => checkout(plan)}>
        {t(plan === 'annual' ? 'cards.choose.annual' : 'cards.choose.monthly')}
      </Button>
    );
  }

  return (
    <>
      <ul className="grid gap-4 md:grid-cols-3" aria-label={t('cards.label')}>
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
              <Badge variant="premium" className="absolute -top-2.5 end-3">
                {t('cards.bestValue')}
              </Badge>
            ) : null}
            <p className="font-medium">{planName(plan)}</p>
            <p className="text-lg font-bold">{priceText(plan)}</p>
            <ul className="grid gap-1.5 text-sm">
              {[...limitsText(plan), ...featureLines[plan].map((key) => t(key))].map((line) => (
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
        title={
          switchingTo
            ? t('confirm.switch.title', { plan: planName(switchingTo) })
            : t('confirm.switch.titleAny')
        }
        description={
          switchingTo && subscription
            ? t('confirm.switch.body', {
                method: subscription.paymentMethod,
                amount: price(switchingTo),
                period: planPrices[switchingTo].period,
                date: longDate(subscription.currentPeriodEnd),
              })
            : undefined
        }
        confirmLabel={t('confirm.switch.confirm')}
        onConfirm={onChange}
      />
    </>
  );
}
