import * as React from 'react';
import type { SubscriptionDetails } from '@familyhub/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  toast,
} from '@familyhub/ui';
import { useCancelSubscription, useResumeSubscription, useSwitchToFree } from '../api/use-subscription';
import { limitsText, longDate, planName, priceText } from '../plan-text';
import { toastPlanError } from './plan-action-error';

type Confirming = 'cancel' | 'free' | null;

/** Whether the family is on its free trial (no payment yet, trial end ahead). */
export function isOnTrial(details: SubscriptionDetails, now = Date.now()): boolean {
  return (
    !details.subscription &&
    details.plan !== 'free' &&
    details.trialEnd !== null &&
    Date.parse(details.trialEnd) > now
  );
}

/** The plan in force, how long, the card on file, and (for the admin) cancel, resume or end the trial. */
export function CurrentPlanCard({ details }: { details: SubscriptionDetails }) {
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const switchToFree = useSwitchToFree();
  const [confirming, setConfirming] = React.useState<Confirming>(null);
  const { subscription } = details;
  const trial = isOnTrial(details);
  const busy = cancel.isPending || resume.isPending || switchToFree.isPending;

  const onCancel = async () => {
    try {
      const after = await cancel.mutateAsync(undefined);
      toast({
        title: 'Subscription canceled',
        description: `Premium stays until ${longDate(after.planEndsAt ?? after.subscription!.currentPeriodEnd)}; then your family moves to the Free plan.`,
      });
    } catch (error) {
      toastPlanError('Failed to cancel subscription', error);
    }
  };
  const onResume = async () => {
    try {
      await resume.mutateAsync(undefined);
      toast({ title: 'Subscription resumed', description: 'Your plan continues after the current period.' });
    } catch (error) {
      toastPlanError('Failed to resume subscription', error);
    }
  };
  const onSwitchToFree = async () => {
    try {
      await switchToFree.mutateAsync(undefined);
      toast({ title: 'Switched to Free', description: 'Your family is on the Free plan now.' });
    } catch (error) {
      toastPlanError('Failed to switch to Free', error);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardDescription>Current plan</CardDescription>
        <CardTitle className="flex flex-wrap items-center gap-2 text-xl">
          {planName(details.plan)}
          {trial ? <Badge variant="premium">Free trial</Badge> : null}
          {subscription && !subscription.cancelAtPeriodEnd ? <Badge variant="success">Active</Badge> : null}
          {subscription?.cancelAtPeriodEnd ? <Badge variant="warning">Canceled</Badge> : null}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {trial ? (
          <p>
            Your free trial of {planName(details.plan)} ends on <strong>{longDate(details.trialEnd!)}</strong>
            . After that your family moves to the Free plan unless you choose a plan.
          </p>
        ) : null}
        {subscription ? (
          <>
            <p>
              {priceText(subscription.plan)}.{' '}
              {subscription.cancelAtPeriodEnd ? (
                <>
                  Canceled: Premium stays until <strong>{longDate(subscription.currentPeriodEnd)}</strong>,
                  then your family moves to the Free plan.
                </>
              ) : (
                <>
                  Renews on <strong>{longDate(subscription.currentPeriodEnd)}</strong>: the card below is
                  charged for the next period unless you cancel before then.
                </>
              )}
            </p>
            <p>
              Payment method: <strong>{subscription.paymentMethod}</strong>
              {subscription.provider === 'sandbox' ? (
                <span className="text-muted-foreground"> (sandbox, no real money)</span>
              ) : null}
            </p>
          </>
        ) : null}
        {details.plan === 'free' ? (
          <p>Your family is on the Free plan: {limitsText('free').join(', ').toLowerCase()}.</p>
        ) : null}

        {!details.canManageBilling ? (
          <p className="rounded-md bg-muted p-3 text-muted-foreground">
            Only the family admin can change billing.
          </p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {subscription && !subscription.cancelAtPeriodEnd ? (
              <Button variant="outline" disabled={busy} onClick={() => setConfirming('cancel')}>
                Cancel Subscription
              </Button>
            ) : null}
            {subscription?.cancelAtPeriodEnd ? (
              <Button disabled={busy} onClick={() => void onResume()}>
                Resume Subscription
              </Button>
            ) : null}
            {trial ? (
              <Button variant="outline" disabled={busy} onClick={() => setConfirming('free')}>
                Switch to Free now
              </Button>
            ) : null}
          </div>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming === 'cancel'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Cancel your subscription?"
        description={
          subscription
            ? `Premium stays until ${longDate(subscription.currentPeriodEnd)}. After that your family moves to the Free plan (${limitsText('free').join(', ').toLowerCase()}).`
            : undefined
        }
        confirmLabel="Cancel Subscription"
        cancelLabel="Keep Subscription"
        destructive
        onConfirm={onCancel}
      />
      <ConfirmDialog
        open={confirming === 'free'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="End your free trial now?"
        description={`Your family moves to the Free plan at once (${limitsText('free').join(', ').toLowerCase()}); premium areas lock until you choose a plan.`}
        confirmLabel="Switch to Free"
        cancelLabel="Keep Trial"
        destructive
        onConfirm={onSwitchToFree}
      />
    </Card>
  );
}
