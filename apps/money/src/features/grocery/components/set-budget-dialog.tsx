import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@familyhub/api-client';
import {
  budgetYearChoices,
  centsToInput,
  groceryTexts,
  setGroceryBudgetBody,
  type GroceryBudget,
  type SetGroceryBudgetBody,
} from '@familyhub/contracts';
import { FormDialog, FormDialogFooter, FormField, Select, toast } from '@familyhub/ui';
import { AmountField } from '../../shared/money-fields';
import { monthChoices } from '../../shared/months';
import { AMOUNT_INPUT_MESSAGE, centsOf, isPositiveAmount } from '../../shared/money-input';
import { useSetGroceryBudget } from '../api/grocery-api';

interface BudgetFormValues {
  month: string;
  year: string;
  amount: string;
}

const bodyOf = (values: BudgetFormValues): SetGroceryBudgetBody => ({
  month: Number(values.month),
  year: Number(values.year),
  amountCents: centsOf(values.amount),
});

// The contract checks the body built from the controls, so the form says the server's words.
const contractResolver = zodResolver(setGroceryBudgetBody);
const budgetResolver = async (values: BudgetFormValues, context: unknown, options: unknown) => {
  const result = await contractResolver(
    bodyOf(values),
    context,
    options as Parameters<typeof contractResolver>[2],
  );
  const errors = { ...result.errors } as Record<string, { type: string; message?: string }>;
  if (errors.amountCents) {
    errors.amount = Number.isNaN(centsOf(values.amount))
      ? { type: 'format', message: AMOUNT_INPUT_MESSAGE }
      : errors.amountCents;
    delete errors.amountCents;
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

export interface SetBudgetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  today: Date;
  /** The month's budget when it has one (its amount is filled in). */
  current?: GroceryBudget;
}

/** Set Budget (spec 001 §2, §5): month, year (previous, current or next), amount; Set is disabled unless > 0. */
export function SetBudgetDialog({ open, onOpenChange, today, current }: SetBudgetDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Set Budget"
      description="How much the family plans to spend on groceries in a month."
    >
      <BudgetForm today={today} current={current} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function BudgetForm({
  today,
  current,
  onDone,
}: {
  today: Date;
  current?: GroceryBudget;
  onDone: () => void;
}) {
  const save = useSetGroceryBudget();
  const [saveError, setSaveError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<BudgetFormValues>({
    resolver: budgetResolver,
    defaultValues: {
      month: String(current?.month ?? today.getMonth() + 1),
      year: String(current?.year ?? today.getFullYear()),
      amount: current ? centsToInput(current.amountCents) : '',
    },
  });

  const onSubmit = async (values: BudgetFormValues) => {
    setSaveError(null);
    try {
      await save.mutateAsync(bodyOf(values));
      toast({ title: groceryTexts.budgetAdded });
      onDone();
    } catch (error) {
      setSaveError(errorMessage(error));
      toast({ variant: 'destructive', title: groceryTexts.budgetFailed, description: errorMessage(error) });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="budget-month" label="Month" error={errors.month?.message}>
          {(field) => (
            <Select {...field} {...register('month')}>
              {monthChoices.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="budget-year" label="Year" error={errors.year?.message}>
          {(field) => (
            <Select {...field} {...register('year')}>
              {budgetYearChoices(today).map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <AmountField
        id="budget-amount"
        error={errors.amount?.message}
        placeholder="600.00"
        registration={register('amount')}
      />
      <FormDialogFooter
        error={saveError}
        onCancel={onDone}
        pending={isSubmitting || !isPositiveAmount(watch('amount'))}
        submitLabel="Set"
      />
    </form>
  );
}
