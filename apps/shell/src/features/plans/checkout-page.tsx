import { bodyResolver } from '@familyhub/ui/forms';
import * as React from 'react';
import { FlaskConicalIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from '@familyhub/ui/router';
import { errorMessage } from '@familyhub/api-client';
import {
  checkoutBody,
  formatMoney,
  planName,
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
import { readSelectedPlan, storeSelectedPlan } from '../../premium/plan-storage';
import { RequireSession } from '../../routing/route-gate';
import { useChangePlan, useCheckout, useSubscriptionDetails } from '../subscription';
import { PublicFrame } from '../../layout/public-frame';

type CardFields = Omit<CheckoutBody, 'plan'>;
const emptyCard: CardFields = { nameOnCard: '', cardNumber: '', expiry: '', cvc: '' };
const cardFields = checkoutBody.omit({ plan: true });

function PlanChoice({ plan, onChange }: { plan: PaidPlan; onChange: (plan: PaidPlan) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Plan</legend>
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
              <span className="text-muted-foreground">
                {planPrices[p].label} per {planPrices[p].period}
              </span>
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

  const choosePlan = (next: PaidPlan) => {
    setPlan(next);
    storeSelectedPlan(next);
  };

  const onSubmit = form.handleSubmit(async (card) => {
    setDeclined(null);
    try {
      await checkout.mutateAsync({ plan, ...card });
      toast({
        title: `Welcome to ${planName(plan)}`,
        description: `Your family’s premium features are unlocked.`,
      });
      navigate('/dashboard');
    } catch (error) {
      const reason = errorMessage(error);
      setDeclined(reason);
      toast({ title: 'Payment failed', description: reason, variant: 'destructive' });
    }
  });

  if (details.isPending) return <Skeleton className="h-96" aria-label="Loading your plan" />;
  if (details.isError) {
    return (
      <ErrorPanel
        title="Your plan could not be loaded"
        message={details.error.message}
        onRetry={() => void details.refetch()}
      />
    );
  }
  if (!details.data.canManageBilling) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Only the family admin can change billing</CardTitle>
          <CardDescription>
            Your family is on {planName(details.data.plan)}. Ask your family admin to choose a plan.
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
          <CardTitle>Your family already has {planName(current.plan)}</CardTitle>
          <CardDescription>
            Switch between monthly and annual, or cancel, on Manage Subscription.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to="/subscription">Manage Subscription</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Checkout</CardTitle>
        <CardDescription>
          {planName(plan)}: {formatMoney(planPrices[plan].amountCents)} now, for one {planPrices[plan].period}
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div role="note" className="flex gap-3 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm">
          <FlaskConicalIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            <strong>Sandbox — no real money.</strong> Test card {sandboxCards.succeeds}; decline{' '}
            {sandboxCards.declined}. Any future expiry date and any 3-digit CVC.
          </p>
        </div>
        <PlanChoice plan={plan} onChange={choosePlan} />
        <form
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          className="grid gap-4 sm:grid-cols-2"
          aria-label="Card details"
        >
          <FormField
            id="card-name"
            label="Name on card"
            error={errors.nameOnCard?.message}
            className="sm:col-span-2"
          >
            {(control) => <Input {...control} autoComplete="cc-name" {...form.register('nameOnCard')} />}
          </FormField>
          <FormField
            id="card-number"
            label="Card number"
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
          <FormField id="card-expiry" label="Expiry (MM/YY)" error={errors.expiry?.message}>
            {(control) => (
              <Input {...control} autoComplete="cc-exp" placeholder="MM/YY" {...form.register('expiry')} />
            )}
          </FormField>
          <FormField id="card-cvc" label="CVC" error={errors.cvc?.message}>
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
              {isSubmitting ? 'Paying…' : `Pay ${formatMoney(planPrices[plan].amountCents)}`}
            </Button>
            <Button asChild variant="ghost">
              <Link to="/premium-features">Compare plans</Link>
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
  const onSwitch = async () => {
    try {
      await change.mutateAsync({ plan: to });
      toast({ title: 'Plan changed', description: `Your family is on ${planName(to)} now.` });
      navigate('/dashboard');
    } catch (error) {
      const reason = errorMessage(error);
      toast({ title: 'Failed to change plan', description: reason, variant: 'destructive' });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Switch to {planName(to)}</CardTitle>
        <CardDescription>
          Your family has {planName(from)}. {paymentMethod} is charged{' '}
          {formatMoney(planPrices[to].amountCents)} now and a new {planPrices[to].period}-long period starts
          today.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button disabled={change.isPending} onClick={() => void onSwitch()}>
          {change.isPending ? 'Switching…' : `Switch to ${planName(to)}`}
        </Button>
        <Button asChild variant="ghost">
          <Link to="/subscription">Manage Subscription</Link>
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
