import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { createGroceryTripBody, type CreateGroceryTripBody, type GroceryBudget } from '@familyhub/contracts';
import { FormDialog, FormField, Input, Label, toast } from '@familyhub/ui';
import { contractResolver, EntityForm, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { AmountField } from '../../shared/money-fields';
import { localIsoDate } from '../../shared/months';
import { centsOf, isPositiveAmount } from '../../shared/money-input';
import { useAddGroceryTrip } from '../api/grocery-api';
import { useUploadReceipt } from '../../shared/upload-receipt';
import { ReceiptField } from '../../shared/receipt-field';
import { groceryMessages } from '../messages';

interface TripFormValues {
  date: string;
  store: string;
  total: string;
}

const bodyOf = (values: TripFormValues): CreateGroceryTripBody => ({
  date: values.date,
  store: values.store,
  totalAmountCents: centsOf(values.total),
});

const tripResolver = contractResolver(createGroceryTripBody, bodyOf, {
  cents: { totalAmountCents: 'total' },
});

export interface AddTripDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  today: Date;
  /** The budgets the screen knows: a trip is sent with its month's budget (spec 001 §7 budgetId). */
  budgets: readonly GroceryBudget[];
}

/** Add Trip (spec 001 §2, §5): date, store, total above 0 and an optional receipt image. */
export function AddTripDialog({ open, onOpenChange, today, budgets }: AddTripDialogProps) {
  const t = useMessages(groceryMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('trip.title')}
      description={t('trip.description')}
    >
      <TripForm today={today} budgets={budgets} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function TripForm({
  today,
  budgets,
  onDone,
}: {
  today: Date;
  budgets: readonly GroceryBudget[];
  onDone: () => void;
}) {
  const t = useMessages(groceryMessages);
  const addTrip = useAddGroceryTrip();
  const upload = useUploadReceipt();
  const [receipt, setReceipt] = useState<File | null>(null);
  const form = useForm<TripFormValues, unknown, CreateGroceryTripBody>({
    resolver: tripResolver,
    defaultValues: { date: localIsoDate(today), store: '', total: '' },
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;

  // The receipt goes up first; the trip is sent with its address and its month's budget.
  const saveTrip = async (body: CreateGroceryTripBody) => {
    let receiptImageUrl: string | null = null;
    if (receipt) {
      receiptImageUrl = (await upload.mutateAsync(receipt)).fileUrl;
      toast({ title: t('trip.imageUploaded') });
    }
    const [year, month] = body.date.split('-').map(Number);
    const budget = budgets.find((b) => b.year === year && b.month === month);
    return addTrip.mutateAsync({ ...body, budgetId: budget?.id ?? null, receiptImageUrl });
  };
  const save = useSaveForm(
    form,
    { mutateAsync: saveTrip },
    {
      saved: t('trip.saved'),
      failedToast: t('trip.failed'),
      onDone,
    },
  );

  return (
    <EntityForm
      save={save}
      onCancel={onDone}
      submitLabel={t('trip.submit')}
      submitDisabled={!isPositiveAmount(watch('total'))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="trip-date" label={t('trip.date')} error={errors.date?.message}>
          {(field) => <Input {...field} type="date" {...register('date')} />}
        </FormField>
        <AmountField
          id="trip-total"
          label={t('trip.total')}
          error={errors.total?.message}
          placeholder="42.50"
          registration={register('total')}
        />
      </div>
      <FormField id="trip-store" label={t('trip.store')} error={errors.store?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('store')} />}
      </FormField>
      <div className="grid gap-2">
        <Label htmlFor="trip-receipt">{t('trip.receipt')}</Label>
        <ReceiptField id="trip-receipt" file={receipt} onFileChange={setReceipt} disabled={save.pending} />
      </div>
    </EntityForm>
  );
}
