import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage, useFamilyMoney } from '@familyhub/api-client';
import { setPointsRateBody, type PointsRate, type SetPointsRateBody } from '@familyhub/contracts';
import { FormDialog, FormDialogFooter, FormField, Input, toast } from '@familyhub/ui';
import { AmountField } from '../../shared/money-fields';
import { contractResolver } from '../../shared/amount-resolver';
import { centsOf } from '../../shared/money-input';
import { useSetPointsRate } from '../api/allowances-api';

interface RateFormValues {
  points: string;
  amount: string;
}

const bodyOf = (v: RateFormValues): SetPointsRateBody => ({
  points: v.points.trim() === '' ? Number.NaN : Number(v.points),
  amountCents: centsOf(v.amount),
});

const resolver = contractResolver(setPointsRateBody, bodyOf, { amountCents: 'amount' });

/** Points Rate: how much the family's chore points are worth, "every N points are worth $M". */
export function PointsRateDialog({
  open,
  onOpenChange,
  current,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: PointsRate | null;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Points Rate"
      description="What a child's chore points are worth when a parent converts them into allowance."
    >
      <RateForm current={current} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function RateForm({ current, onDone }: { current: PointsRate | null; onDone: () => void }) {
  const { formatMoney } = useFamilyMoney();
  const save = useSetPointsRate();
  const [saveError, setSaveError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RateFormValues>({
    resolver,
    defaultValues: {
      points: current ? String(current.points) : '10',
      amount: current ? (current.amountCents / 100).toFixed(2) : '',
    },
  });

  const onSubmit = async (values: RateFormValues) => {
    setSaveError(null);
    try {
      const body = bodyOf(values);
      await save.mutateAsync(body);
      toast({
        title: 'Points rate saved',
        description: `Every ${body.points} points are worth ${formatMoney(body.amountCents)}`,
      });
      onDone();
    } catch (error) {
      setSaveError(errorMessage(error));
      toast({
        variant: 'destructive',
        title: 'Failed to save the points rate',
        description: errorMessage(error),
      });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="rate-points" label="Every (points)" error={errors.points?.message}>
          {(field) => <Input {...field} inputMode="numeric" {...register('points')} />}
        </FormField>
        <AmountField
          id="rate-amount"
          label="Are worth"
          error={errors.amount?.message}
          placeholder="1.00"
          registration={register('amount')}
        />
      </div>
      <FormDialogFooter error={saveError} onCancel={onDone} pending={isSubmitting} submitLabel="Save Rate" />
    </form>
  );
}
