import { useForm } from 'react-hook-form';
import {
  createHouseholdSubscriptionBody,
  SUBSCRIPTION_REMINDER_DAYS,
  type BillFrequency,
  type CreateHouseholdSubscriptionBody,
} from '@familyhub/contracts';
import { FormDialog, FormDialogFooter, FormField, Input, Select } from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { AmountField, FrequencyOptions } from '../../shared/money-fields';
import { localIsoDate } from '../../shared/months';
import { centsOf, isPositiveAmount } from '../../shared/money-input';
import { useAddHouseholdSubscription } from '../api/household-subscriptions-api';
import { householdSubscriptionsMessages } from '../messages';

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
  const t = useMessages(householdSubscriptionsMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('form.title')}
      description={t('form.description')}
    >
      <SubscriptionForm today={today} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function SubscriptionForm({ today, onDone }: { today: Date; onDone: () => void }) {
  const t = useMessages(householdSubscriptionsMessages);
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
    saved: t('form.saved'),
    failedToast: t('form.failed'),
    onDone,
  });

  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <FormField id="subscription-title" label={t('form.name')} error={errors.title?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('title')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="subscription-provider" label={t('form.provider')} error={errors.provider?.message}>
          {(field) => <Input {...field} autoComplete="off" {...register('provider')} />}
        </FormField>
        <FormField id="subscription-category" label={t('form.category')} error={errors.category?.message}>
          {(field) => (
            <Input {...field} placeholder={t('form.categoryPlaceholder')} {...register('category')} />
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <AmountField
          id="subscription-amount"
          error={errors.amount?.message}
          placeholder="15.99"
          registration={register('amount')}
        />
        <FormField id="subscription-cycle" label={t('form.billingCycle')}>
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
          label={t('form.nextBillingDate')}
          error={errors.nextBillingDate?.message}
        >
          {(field) => <Input {...field} type="date" {...register('nextBillingDate')} />}
        </FormField>
        <FormField
          id="subscription-reminder"
          label={t('form.reminderDays')}
          error={errors.reminderDays?.message}
        >
          {(field) => <Input {...field} type="number" min={0} max={60} {...register('reminderDays')} />}
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...register('autoRenew')} />
        {t('form.autoRenew')}
      </label>
      <FormDialogFooter
        error={save.saveError}
        onCancel={onDone}
        pending={save.pending || !isPositiveAmount(watch('amount'))}
        submitLabel={t('form.submit')}
      />
    </form>
  );
}
