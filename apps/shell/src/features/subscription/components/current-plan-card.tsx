import * as React from 'react';
import { planLimits, type SubscriptionDetails } from '@familyhub/contracts';
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
import { useMessages } from '@familyhub/ui/i18n';
import { subscriptionMessages } from '../messages';
import { usePlanText } from '../plan-text';
import { EMPHASIS, Emphasised } from './emphasised';
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
  const t = useMessages(subscriptionMessages);
  const { planName, priceText, longDate } = usePlanText();
  // The Free plan's limits, for the sentences that name them.
  const freeLimits = { members: planLimits.free.members ?? 0, events: planLimits.free.eventsPerDay ?? 0 };

  const onCancel = async () => {
    try {
      const after = await cancel.mutateAsync(undefined);
      toast({
        title: t('toast.canceled.title'),
        description: t('toast.canceled.body', {
          date: longDate(after.planEndsAt ?? after.subscription!.currentPeriodEnd),
        }),
      });
    } catch (error) {
      toastPlanError(t('toast.cancelFailed'), error);
    }
  };
  const onResume = async () => {
    try {
      await resume.mutateAsync(undefined);
      toast({ title: t('toast.resumed.title'), description: t('toast.resumed.body') });
    } catch (error) {
      toastPlanError(t('toast.resumeFailed'), error);
    }
  };
  const onSwitchToFree = async () => {
    try {
      await switchToFree.mutateAsync(undefined);
      toast({ title: t('toast.switchedFree.title'), description: t('toast.switchedFree.body') });
    } catch (error) {
      toastPlanError(t('toast.switchFreeFailed'), error);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardDescription>{t('current.label')}</CardDescription>
        <CardTitle className="flex flex-wrap items-center gap-2 text-xl">
          {planName(details.plan)}
          {trial ? <Badge variant="premium">{t('current.trial')}</Badge> : null}
          {subscription && !subscription.cancelAtPeriodEnd ? (
            <Badge variant="success">{t('current.active')}</Badge>
          ) : null}
          {subscription?.cancelAtPeriodEnd ? <Badge variant="warning">{t('current.canceled')}</Badge> : null}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {trial ? (
          <p>
            <Emphasised text={t('current.trialEnds', { plan: planName(details.plan), date: EMPHASIS })}>
              {longDate(details.trialEnd!)}
            </Emphasised>
          </p>
        ) : null}
        {subscription ? (
          <>
            <p>
              <Emphasised
                text={t(subscription.cancelAtPeriodEnd ? 'current.canceledUntil' : 'current.renews', {
                  price: priceText(subscription.plan),
                  date: EMPHASIS,
                })}
              >
                {longDate(subscription.currentPeriodEnd)}
              </Emphasised>
            </p>
            <p>
              <Emphasised text={t('current.paymentMethod', { method: EMPHASIS })}>
                {subscription.paymentMethod}
              </Emphasised>
              {subscription.provider === 'sandbox' ? (
                <span className="text-muted-foreground"> {t('current.sandbox')}</span>
              ) : null}
            </p>
          </>
        ) : null}
        {details.plan === 'free' ? <p>{t('current.freeSummary', freeLimits)}</p> : null}

        {!details.canManageBilling ? (
          <p className="rounded-md bg-muted p-3 text-muted-foreground">{t('current.adminOnly')}</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {subscription && !subscription.cancelAtPeriodEnd ? (
              <Button variant="outline" disabled={busy} onClick={() => setConfirming('cancel')}>
                {t('current.cancel')}
              </Button>
            ) : null}
            {subscription?.cancelAtPeriodEnd ? (
              <Button disabled={busy} onClick={() => void onResume()}>
                {t('current.resume')}
              </Button>
            ) : null}
            {trial ? (
              <Button variant="outline" disabled={busy} onClick={() => setConfirming('free')}>
                {t('current.switchToFreeNow')}
              </Button>
            ) : null}
          </div>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming === 'cancel'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('confirm.cancel.title')}
        description={
          subscription
            ? t('confirm.cancel.body', { date: longDate(subscription.currentPeriodEnd), ...freeLimits })
            : undefined
        }
        confirmLabel={t('current.cancel')}
        cancelLabel={t('confirm.cancel.keep')}
        destructive
        onConfirm={onCancel}
      />
      <ConfirmDialog
        open={confirming === 'free'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('confirm.free.title')}
        description={t('confirm.free.body', freeLimits)}
        confirmLabel={t('confirm.free.confirm')}
        cancelLabel={t('confirm.free.keep')}
        destructive
        onConfirm={onSwitchToFree}
      />
    </Card>
  );
}
