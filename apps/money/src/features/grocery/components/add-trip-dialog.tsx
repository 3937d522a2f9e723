import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@familyhub/api-client';
import {
  createGroceryTripBody,
  groceryTexts,
  type CreateGroceryTripBody,
  type GroceryBudget,
} from '@familyhub/contracts';
import { FormDialog, FormDialogFooter, FormField, Input, Label, toast } from '@familyhub/ui';
import { AmountField } from '../../shared/money-fields';
import { localIsoDate } from '../../shared/months';
import { AMOUNT_INPUT_MESSAGE, centsOf, isPositiveAmount } from '../../shared/money-input';
import { useAddGroceryTrip } from '../api/grocery-api';
import { useUploadReceipt } from '../../shared/upload-receipt';
import { ReceiptField } from '../../shared/receipt-field';

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

const contractResolver = zodResolver(createGroceryTripBody);
const tripResolver = async (values: TripFormValues, context: unknown, options: unknown) => {
  const result = await contractResolver(
    bodyOf(values),
    context,
    options as Parameters<typeof contractResolver>[2],
  );
  const errors = { ...result.errors } as Record<string, { type: string; message?: string }>;
  if (errors.totalAmountCents) {
    errors.total = Number.isNaN(centsOf(values.total))
      ? { type: 'format', message: AMOUNT_INPUT_MESSAGE }
      : errors.totalAmountCents;
    delete errors.totalAmountCents;
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

export interface AddTripDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  today: Date;
  /** The budgets the screen knows: a trip is sent with its month's budget (spec 001 §7 budgetId). */
  budgets: readonly GroceryBudget[];
}

/** Add Trip (spec 001 §2, §5): date, store, total above 0 and an optional receipt image. */
export function AddTripDialog({ open, onOpenChange, today, budgets }: AddTripDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Trip"
      description="A grocery shopping trip; it counts toward its month's budget."
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
  const addTrip = useAddGroceryTrip();
  const upload = useUploadReceipt();
  const [receipt, setReceipt] = useState<File | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TripFormValues>({
    resolver: tripResolver,
    defaultValues: { date: localIsoDate(today), store: '', total: '' },
  });

  const onSubmit = async (values: TripFormValues) => {
    setSaveError(null);
    try {
      let receiptImageUrl: string | null = null;
      if (receipt) {
        receiptImageUrl = (await upload.mutateAsync(receipt)).fileUrl;
        toast({ title: groceryTexts.imageUploaded });
      }
      const [year, month] = values.date.split('-').map(Number);
      const budget = budgets.find((b) => b.year === year && b.month === month);
      await addTrip.mutateAsync({ ...bodyOf(values), budgetId: budget?.id ?? null, receiptImageUrl });
      toast({ title: groceryTexts.tripAdded });
      onDone();
    } catch (error) {
      setSaveError(errorMessage(error));
      toast({ variant: 'destructive', title: groceryTexts.tripFailed, description: errorMessage(error) });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="trip-date" label="Date" error={errors.date?.message}>
          {(field) => <Input {...field} type="date" {...register('date')} />}
        </FormField>
        <AmountField
          id="trip-total"
          label="Total"
          error={errors.total?.message}
          placeholder="42.50"
          registration={register('total')}
        />
      </div>
      <FormField id="trip-store" label="Store" error={errors.store?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('store')} />}
      </FormField>
      <div className="grid gap-2">
        <Label htmlFor="trip-receipt">Receipt image (optional)</Label>
        <ReceiptField id="trip-receipt" file={receipt} onFileChange={setReceipt} disabled={isSubmitting} />
      </div>
      <FormDialogFooter
        error={saveError}
        onCancel={onDone}
        pending={isSubmitting || !isPositiveAmount(watch('total'))}
        submitLabel="Add"
      />
    </form>
  );
}
