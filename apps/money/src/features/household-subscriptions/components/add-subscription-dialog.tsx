import { useForm } from 'react-hook-form';
import {
  createHouseholdSubscriptionBody,
  SUBSCRIPTION_REMINDER_DAYS,
  type BillFrequency,
  type CreateHouseholdSubscriptionBody,
} from '@familyhub/contracts';
import { FormDialog, FormDialogFooter, FormField, Input, Select } from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { AmountField, FrequencyOptions } from '../../shared/money-fields';
import { localIsoDate } from '../../shared/months';
import { centsOf, isPositiveAmount } from '../../shared/money-input';
import { useAddHouseholdSubscription } from '../api/household-subscriptions-api';

interface SubscriptionFormValues {
  title: string;
  provider: string;
  amount: string;
  billingCycle: BillFrequency;
  nextBillingDate: string;
  category: string;
  autoRenew: boolean;
  reminderDays: string;
}

const bodyOf = (v: SubscriptionFormValues): CreateHouseholdSubscriptionBody => ({
  title: v.title,
  provider: v.provider || null,
  amountCents: centsOf(v.amount),
  billingCycle: v.billingCycle,
  nextBillingDate: v.nextBillingDate,
  category: v.category || null,
  autoRenew: v.autoRenew,
  reminderDays: v.reminderDays === '' ? Number.NaN : Number(v.reminderDays),
});

const resolver = contractResolver(createHouseholdSubscriptionBody, bodyOf, {
  cents: { amountCents: 'amount' },
});

/** Add Subscription: streaming, software, memberships (monthly, auto-renewing, 7-day reminder by default). */
export function AddSubscriptionDialog({
  open,
  onOpenChange,
  today,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  today: Date;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Subscription"
      description="A streaming service, software or membership the household pays for."
    >
      <SubscriptionForm today={today} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function SubscriptionForm({ today, onDone }: { today: Date; onDone: () => void }) {
  const form = useForm<SubscriptionFormValues, unknown, CreateHouseholdSubscriptionBody>({
    resolver,
    defaultValues: {
      title: '',
      provider: '',
      amount: '',
      billingCycle: 'monthly',
      nextBillingDate: localIsoDate(today),
      category: '',
      autoRenew: true,
      reminderDays: String(SUBSCRIPTION_REMINDER_DAYS),
    },
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;

  const save = useSaveForm(form, useAddHouseholdSubscription(), {
    saved: 'Subscription added',
    failedToast: 'Failed to add subscription',
    onDone,
  });

  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <FormField id="subscription-title" label="Name" error={errors.title?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('title')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="subscription-provider" label="Provider" error={errors.provider?.message}>
          {(field) => <Input {...field} autoComplete="off" {...register('provider')} />}
        </FormField>
        <FormField id="subscription-category" label="Category" error={errors.category?.message}>
          {(field) => <Input {...field} placeholder="Streaming" {...register('category')} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <AmountField
          id="subscription-amount"
          error={errors.amount?.message}
          placeholder="15.99"
          registration={register('amount')}
        />
        <FormField id="subscription-cycle" label="Billing cycle">
          {(field) => (
            <Select {...field} {...register('billingCycle')}>
              <FrequencyOptions />
            </Select>
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="subscription-next-billing"
          label="Next billing date"
          error={errors.nextBillingDate?.message}
        >
          {(field) => <Input {...field} type="date" {...register('nextBillingDate')} />}
        </FormField>
        <FormField id="subscription-reminder" label="Remind days before" error={errors.reminderDays?.message}>
          {(field) => <Input {...field} type="number" min={0} max={60} {...register('reminderDays')} />}
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...register('autoRenew')} />
        Renews automatically
      </label>
      <FormDialogFooter
        error={save.saveError}
        onCancel={onDone}
        pending={save.pending || !isPositiveAmount(watch('amount'))}
        submitLabel="Add Subscription"
      />
    </form>
  );
}
