import { useForm } from 'react-hook-form';
import {
  BILL_REMINDER_DAYS,
  billFrequencies,
  createBillBody,
  type BillFrequency,
  type CreateBillBody,
} from '@familyhub/contracts';
import { FormDialog, FormDialogFooter, FormField, Input, Select } from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { AmountField } from '../../shared/money-fields';
import { localIsoDate } from '../../shared/months';
import { centsOf, isPositiveAmount } from '../../shared/money-input';
import { useAddBill } from '../api/bills-api';
import { billsMessages } from '../messages';

interface BillFormValues {
  title: string;
  payee: string;
  amount: string;
  dueDate: string;
  category: string;
  accountNumber: string;
  paymentMethod: string;
  recurring: 'monthly' | 'weekly' | 'quarterly' | 'yearly' | 'once';
  reminderDays: string;
}

const bodyOf = (v: BillFormValues): CreateBillBody => ({
  title: v.title,
  payee: v.payee || null,
  amountCents: centsOf(v.amount),
  dueDate: v.dueDate,
  category: v.category || null,
  accountNumber: v.accountNumber || null,
  paymentMethod: v.paymentMethod || null,
  isRecurring: v.recurring !== 'once',
  recurringFrequency: v.recurring === 'once' ? 'monthly' : (v.recurring as BillFrequency),
  reminderDays: v.reminderDays === '' ? Number.NaN : Number(v.reminderDays),
});

const resolver = contractResolver(createBillBody, bodyOf, { cents: { amountCents: 'amount' } });

/** Add Bill: recurring monthly with a 3-day reminder unless changed (spec 001 §3, §9). */
export function AddBillDialog({
  open,
  onOpenChange,
  today,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  today: Date;
}) {
  const t = useMessages(billsMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('form.title')}
      description={t('form.description')}
    >
      <BillForm today={today} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function BillForm({ today, onDone }: { today: Date; onDone: () => void }) {
  const t = useMessages(billsMessages);
  const form = useForm<BillFormValues, unknown, CreateBillBody>({
    resolver,
    defaultValues: {
      title: '',
      payee: '',
      amount: '',
      dueDate: localIsoDate(today),
      category: '',
      accountNumber: '',
      paymentMethod: '',
      recurring: 'monthly',
      reminderDays: String(BILL_REMINDER_DAYS),
    },
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;

  const save = useSaveForm(form, useAddBill(), {
    saved: t('form.saved'),
    failedToast: t('form.failed'),
    onDone,
  });

  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <FormField id="bill-title" label={t('form.name')} error={errors.title?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('title')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <AmountField
          id="bill-amount"
          error={errors.amount?.message}
          placeholder="84.50"
          registration={register('amount')}
        />
        <FormField id="bill-due-date" label={t('form.dueDate')} error={errors.dueDate?.message}>
          {(field) => <Input {...field} type="date" {...register('dueDate')} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="bill-payee" label={t('form.payee')} error={errors.payee?.message}>
          {(field) => <Input {...field} autoComplete="off" {...register('payee')} />}
        </FormField>
        <FormField id="bill-category" label={t('form.category')} error={errors.category?.message}>
          {(field) => (
            <Input {...field} placeholder={t('form.categoryPlaceholder')} {...register('category')} />
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="bill-account-number"
          label={t('form.accountNumber')}
          hint={t('form.accountNumberHint')}
          error={errors.accountNumber?.message}
        >
          {(field) => <Input {...field} autoComplete="off" {...register('accountNumber')} />}
        </FormField>
        <FormField
          id="bill-payment-method"
          label={t('form.paymentMethod')}
          error={errors.paymentMethod?.message}
        >
          {(field) => (
            <Input
              {...field}
              placeholder={t('form.paymentMethodPlaceholder')}
              {...register('paymentMethod')}
            />
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="bill-recurring" label={t('form.repeats')}>
          {(field) => (
            <Select {...field} {...register('recurring')}>
              {billFrequencies.map((f) => (
                <option key={f} value={f}>
                  {t(`form.repeats.${f}`)}
                </option>
              ))}
              <option value="once">{t('form.repeats.once')}</option>
            </Select>
          )}
        </FormField>
        <FormField
          id="bill-reminder-days"
          label={t('form.reminderDays')}
          error={errors.reminderDays?.message}
        >
          {(field) => <Input {...field} type="number" min={0} max={60} {...register('reminderDays')} />}
        </FormField>
      </div>
      <FormDialogFooter
        error={save.saveError}
        onCancel={onDone}
        pending={save.pending || !isPositiveAmount(watch('amount'))}
        submitLabel={t('form.submit')}
      />
    </form>
  );
}
