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
import { AmountField } from '../../shared/money-fields';
import { localIsoDate } from '../../shared/months';
import { centsOf, isPositiveAmount } from '../../shared/money-input';
import { useAddBill } from '../api/bills-api';

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

const frequencyLabels: Record<BillFrequency, string> = {
  weekly: 'Every week',
  monthly: 'Every month',
  quarterly: 'Every quarter',
  yearly: 'Every year',
};

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
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Bill"
      description="A bill the family pays; a reminder shows before it is due."
    >
      <BillForm today={today} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function BillForm({ today, onDone }: { today: Date; onDone: () => void }) {
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
    saved: 'Bill added',
    failedToast: 'Failed to add bill',
    onDone,
  });

  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <FormField id="bill-title" label="Title" error={errors.title?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('title')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <AmountField
          id="bill-amount"
          error={errors.amount?.message}
          placeholder="84.50"
          registration={register('amount')}
        />
        <FormField id="bill-due-date" label="Due date" error={errors.dueDate?.message}>
          {(field) => <Input {...field} type="date" {...register('dueDate')} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="bill-payee" label="Payee" error={errors.payee?.message}>
          {(field) => <Input {...field} autoComplete="off" {...register('payee')} />}
        </FormField>
        <FormField id="bill-category" label="Category" error={errors.category?.message}>
          {(field) => <Input {...field} placeholder="Utilities" {...register('category')} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="bill-account-number"
          label="Account number"
          hint="Stored encrypted and shown only as its last four digits."
          error={errors.accountNumber?.message}
        >
          {(field) => <Input {...field} autoComplete="off" {...register('accountNumber')} />}
        </FormField>
        <FormField id="bill-payment-method" label="Payment method" error={errors.paymentMethod?.message}>
          {(field) => <Input {...field} placeholder="Autopay, card…" {...register('paymentMethod')} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="bill-recurring" label="Repeats">
          {(field) => (
            <Select {...field} {...register('recurring')}>
              {billFrequencies.map((f) => (
                <option key={f} value={f}>
                  {frequencyLabels[f]}
                </option>
              ))}
              <option value="once">Does not repeat</option>
            </Select>
          )}
        </FormField>
        <FormField id="bill-reminder-days" label="Remind days before" error={errors.reminderDays?.message}>
          {(field) => <Input {...field} type="number" min={0} max={60} {...register('reminderDays')} />}
        </FormField>
      </div>
      <FormDialogFooter
        error={save.saveError}
        onCancel={onDone}
        pending={save.pending || !isPositiveAmount(watch('amount'))}
        submitLabel="Add Bill"
      />
    </form>
  );
}
