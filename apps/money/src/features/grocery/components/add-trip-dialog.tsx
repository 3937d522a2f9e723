import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  createGroceryTripBody,
  groceryTexts,
  type CreateGroceryTripBody,
  type GroceryBudget,
} from '@familyhub/contracts';
import { FormDialog, FormField, Input, Label, toast } from '@familyhub/ui';
import { contractResolver, EntityForm, useSaveForm } from '@familyhub/ui/forms';
import { AmountField } from '../../shared/money-fields';
import { localIsoDate } from '../../shared/months';
import { centsOf, isPositiveAmount } from '../../shared/money-input';
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
      toast({ title: groceryTexts.imageUploaded });
    }
    const [year, month] = body.date.split('-').map(Number);
    const budget = budgets.find((b) => b.year === year && b.month === month);
    return addTrip.mutateAsync({ ...body, budgetId: budget?.id ?? null, receiptImageUrl });
  };
  const save = useSaveForm(
    form,
    { mutateAsync: saveTrip },
    {
      saved: groceryTexts.tripAdded,
      failedToast: groceryTexts.tripFailed,
      onDone,
    },
  );

  return (
    <EntityForm
      save={save}
      onCancel={onDone}
      submitLabel="Add"
      submitDisabled={!isPositiveAmount(watch('total'))}
    >
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
        <ReceiptField id="trip-receipt" file={receipt} onFileChange={setReceipt} disabled={save.pending} />
      </div>
    </EntityForm>
  );
}
