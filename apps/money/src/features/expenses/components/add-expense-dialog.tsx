import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@familyhub/api-client';
import {
  billFrequencies,
  createExpenseBody,
  type BillFrequency,
  type BudgetCategory,
  type CreateExpenseBody,
} from '@familyhub/contracts';
import { FormDialog, FormDialogFooter, FormField, Input, Select, toast } from '@familyhub/ui';
import { contractResolver } from '../../shared/amount-resolver';
import { localIsoDate } from '../../shared/months';
import { centsOf, isPositiveAmount } from '../../shared/money-input';
import { useAddExpense } from '../api/add-expense';

interface ExpenseFormValues {
  title: string;
  amount: string;
  date: string;
  category: string;
  paymentMethod: string;
  budgetCategoryId: string;
  repeats: BillFrequency | 'once';
}

function bodyOf(v: ExpenseFormValues): CreateExpenseBody {
  const amountCents = centsOf(v.amount);
  return {
    title: v.title,
    amountCents,
    date: v.date,
    category: v.category || null,
    paymentMethod: v.paymentMethod || null,
    isRecurring: v.repeats !== 'once',
    recurringFrequency: v.repeats === 'once' ? null : v.repeats,
    // The whole amount in the chosen budget category (the API also takes a split across several).
    allocations: v.budgetCategoryId ? [{ budgetCategoryId: Number(v.budgetCategoryId), amountCents }] : [],
  };
}

const resolver = contractResolver(createExpenseBody, bodyOf, { amountCents: 'amount' });

/** Add Expense: what, how much, when, its category, how it was paid, whether it repeats and its budget category. */
export function AddExpenseDialog({
  open,
  onOpenChange,
  today,
  categories,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  today: Date;
  /** The categories of the budgets shown (their spent grows with the expense). */
  categories: readonly BudgetCategory[];
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Expense"
      description="Something the family spent."
    >
      <ExpenseForm today={today} categories={categories} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function ExpenseForm({
  today,
  categories,
  onDone,
}: {
  today: Date;
  categories: readonly BudgetCategory[];
  onDone: () => void;
}) {
  const add = useAddExpense();
  const [saveError, setSaveError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ExpenseFormValues>({
    resolver,
    defaultValues: {
      title: '',
      amount: '',
      date: localIsoDate(today),
      category: '',
      paymentMethod: '',
      budgetCategoryId: '',
      repeats: 'once',
    },
  });

  const onSubmit = async (values: ExpenseFormValues) => {
    setSaveError(null);
    try {
      await add.mutateAsync(bodyOf(values));
      toast({ title: 'Expense added' });
      onDone();
    } catch (error) {
      setSaveError(errorMessage(error));
      toast({ variant: 'destructive', title: 'Failed to add expense', description: errorMessage(error) });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="grid gap-4">
      <FormField id="expense-title" label="Title" error={errors.title?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('title')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="expense-amount" label="Amount ($)" error={errors.amount?.message}>
          {(field) => <Input {...field} inputMode="decimal" {...register('amount')} />}
        </FormField>
        <FormField id="expense-date" label="Date" error={errors.date?.message}>
          {(field) => <Input {...field} type="date" {...register('date')} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="expense-category" label="Category" error={errors.category?.message}>
          {(field) => <Input {...field} placeholder="Food, Transport…" {...register('category')} />}
        </FormField>
        <FormField id="expense-payment-method" label="Payment method" error={errors.paymentMethod?.message}>
          {(field) => <Input {...field} {...register('paymentMethod')} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="expense-budget-category"
          label="Budget category"
          error={errors.budgetCategoryId?.message}
        >
          {(field) => (
            <Select {...field} {...register('budgetCategoryId')}>
              <option value="">None</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="expense-repeats" label="Repeats">
          {(field) => (
            <Select {...field} {...register('repeats')}>
              <option value="once">Does not repeat</option>
              {billFrequencies.map((f) => (
                <option key={f} value={f}>
                  {f[0]!.toUpperCase() + f.slice(1)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormDialogFooter
        error={saveError}
        onCancel={onDone}
        pending={isSubmitting || !isPositiveAmount(watch('amount'))}
        submitLabel="Add Expense"
      />
    </form>
  );
}
