import { bodyResolver } from '@familyhub/ui/forms';
import * as React from 'react';
import { FlaskConicalIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from '@familyhub/ui/router';
import { errorMessage } from '@familyhub/api-client';
import {
  checkoutBody,
  planPrices,
  sandboxCards,
  type CheckoutBody,
  type PaidPlan,
} from '@familyhub/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ErrorPanel,
  FormField,
  Input,
  Skeleton,
  cn,
  toast,
} from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { readSelectedPlan, storeSelectedPlan } from '../../premium/plan-storage';
import { RequireSession } from '../../routing/route-gate';
import { useChangePlan, useCheckout, usePlanText, useSubscriptionDetails } from '../subscription';
import { PublicFrame } from '../../layout/public-frame';
import { plansMessages } from './messages';

type CardFields = Omit<CheckoutBody, 'plan'>;
const emptyCard: CardFields = { nameOnCard: '', cardNumber: '', expiry: '', cvc: '' };
const cardFields = checkoutBody.omit({ plan: true });

function PlanChoice({ plan, onChange }: { plan: PaidPlan; onChange: (plan: PaidPlan) => void }) {
  const t = useMessages(plansMessages);
  const { planName, priceText } = usePlanText();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{t('checkout.plan')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {(['monthly', 'annual'] as const).map((p) => (
          <label
            key={p}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              plan === p ? 'border-primary ring-1 ring-primary' : 'border-border',
            )}
          >
            <input
              type="radio"
              name="plan"
              value={p}
              checked={plan === p}
              onChange={() => onChange(p)}
              className="accent-primary"
            />
            <span>
              <span className="block font-medium">{planName(p)}</span>
              <span className="text-muted-foreground">{priceText(p)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function CheckoutForm() {
  const navigate = useNavigate();
  const details = useSubscriptionDetails();
  const checkout = useCheckout();
  const [plan, setPlan] = React.useState<PaidPlan>(() => {
    const selected = readSelectedPlan();
    return selected === 'monthly' ? 'monthly' : 'annual';
  });
  const [declined, setDeclined] = React.useState<string | null>(null);
  const form = useForm<CardFields>({ resolver: bodyResolver(cardFields), defaultValues: emptyCard });
  const { errors, isSubmitting } = form.formState;
  const t = useMessages(plansMessages);
  const { planName, price } = usePlanText();

  const choosePlan = (next: PaidPlan) => {
    setPlan(next);
    storeSelectedPlan(next);
  };

  const onSubmit = form.handleSubmit(async (card) => {
    setDeclined(null);
    try {
      await checkout.mutateAsync({ plan, ...card });
      toast({
        title: t('checkout.toast.welcome.title', { plan: planName(plan) }),
        description: t('checkout.toast.welcome.body'),
      });
      navigate('/dashboard');
    } catch (error) {
      const reason = errorMessage(error);
      setDeclined(reason);
      toast({ title: t('checkout.toast.failed'), description: reason, variant: 'destructive' });
    }
  });

  if (details.isPending) return <Skeleton className="h-96" aria-label={t('checkout.loading')} />;
  if (details.isError) {
    return (
      <ErrorPanel
        title={t('checkout.error')}
        message={details.error.message}
        onRetry={() => void details.refetch()}
      />
    );
  }
  if (!details.data.canManageBilling) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>{t('checkout.adminOnly.title')}</CardTitle>
          <CardDescription>
            {t('checkout.adminOnly.body', { plan: planName(details.data.plan) })}
          </CardDescription>
        </CardHeader>
      </Card>
    );
  }
  const current = details.data.subscription;
  if (current && current.plan !== plan) {
    return <ChangePlanOffer from={current.plan} to={plan} paymentMethod={current.paymentMethod} />;
  }
  if (current) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>{t('checkout.already.title', { plan: planName(current.plan) })}</CardTitle>
          <CardDescription>{t('checkout.already.body')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to="/subscription">{t('checkout.manage')}</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('checkout.title')}</CardTitle>
        <CardDescription>
          {t('checkout.summary', {
            plan: planName(plan),
            amount: price(plan),
            period: planPrices[plan].period,
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div role="note" className="flex gap-3 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm">
          <FlaskConicalIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            <strong>{t('checkout.sandbox.title')}</strong>{' '}
            {t('checkout.sandbox.body', { succeeds: sandboxCards.succeeds, declined: sandboxCards.declined })}
          </p>
        </div>
        <PlanChoice plan={plan} onChange={choosePlan} />
        <form
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          className="grid gap-4 sm:grid-cols-2"
          aria-label={t('checkout.card')}
        >
          <FormField
            id="card-name"
            label={t('checkout.nameOnCard')}
            error={errors.nameOnCard?.message}
            className="sm:col-span-2"
          >
            {(control) => <Input {...control} autoComplete="cc-name" {...form.register('nameOnCard')} />}
          </FormField>
          <FormField
            id="card-number"
            label={t('checkout.cardNumber')}
            error={errors.cardNumber?.message}
            className="sm:col-span-2"
          >
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="1234 1234 1234 1234"
                {...form.register('cardNumber')}
              />
            )}
          </FormField>
          <FormField id="card-expiry" label={t('checkout.expiry')} error={errors.expiry?.message}>
            {(control) => (
              <Input
                {...control}
                autoComplete="cc-exp"
                placeholder={t('checkout.expiryPlaceholder')}
                {...form.register('expiry')}
              />
            )}
          </FormField>
          <FormField id="card-cvc" label={t('checkout.cvc')} error={errors.cvc?.message}>
            {(control) => (
              <Input {...control} inputMode="numeric" autoComplete="cc-csc" {...form.register('cvc')} />
            )}
          </FormField>
          {declined ? (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive sm:col-span-2"
            >
              {declined}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('checkout.paying') : t('checkout.pay', { amount: price(plan) })}
            </Button>
            <Button asChild variant="ghost">
              <Link to="/premium-features">{t('checkout.compare')}</Link>
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** A paying family that chose the other plan (e.g. "Upgrade to Annual" in the dialog): a plan change on the saved card. */
function ChangePlanOffer({
  from,
  to,
  paymentMethod,
}: {
  from: PaidPlan;
  to: PaidPlan;
  paymentMethod: string;
}) {
  const navigate = useNavigate();
  const change = useChangePlan();
  const t = useMessages(plansMessages);
  const { planName, price } = usePlanText();
  const onSwitch = async () => {
    try {
      await change.mutateAsync({ plan: to });
      toast({ title: t('change.toast.title'), description: t('change.toast.body', { plan: planName(to) }) });
      navigate('/dashboard');
    } catch (error) {
      const reason = errorMessage(error);
      toast({ title: t('change.toast.failed'), description: reason, variant: 'destructive' });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('change.title', { plan: planName(to) })}</CardTitle>
        <CardDescription>
          {t('change.body', {
            from: planName(from),
            method: paymentMethod,
            amount: price(to),
            period: planPrices[to].period,
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button disabled={change.isPending} onClick={() => void onSwitch()}>
          {change.isPending ? t('change.switching') : t('change.switch', { plan: planName(to) })}
        </Button>
        <Button asChild variant="ghost">
          <Link to="/subscription">{t('checkout.manage')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** /checkout (spec 000 §2): the plan arrives in local storage (selectedPlan); a visitor signs in before paying. */
export function CheckoutPage() {
  return (
    <RequireSession>
      {() => (
        <PublicFrame>
          <div className="mx-auto max-w-xl">
            <CheckoutForm />
          </div>
        </PublicFrame>
      )}
    </RequireSession>
  );
}
