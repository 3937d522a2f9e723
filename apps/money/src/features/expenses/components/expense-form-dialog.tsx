import { useState } from 'react';
import { useFieldArray, useForm, type FieldError } from 'react-hook-form';
import {
  centsToInput,
  createExpenseBody,
  type BillFrequency,
  type BudgetCategory,
  type CreateExpenseBody,
  type Expense,
} from '@familyhub/contracts';
import {
  Button,
  FormDialog,
  FormDialogFooter,
  FormField,
  Input,
  Label,
  Select,
  useFamilyMoney,
} from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { AmountField, FrequencyOptions } from '../../shared/money-fields';
import { localIsoDate } from '../../shared/months';
import { centsOf, isPositiveAmount } from '../../shared/money-input';
import { ReceiptField } from '../../shared/receipt-field';
import { useUploadReceipt } from '../../shared/upload-receipt';
import { useAddExpense, useUpdateExpense } from '../api/expenses-api';
import { expensesMessages } from '../messages';

interface ExpenseFormValues {
  title: string;
  amount: string;
  date: string;
  category: string;
  paymentMethod: string;
  budgetCategoryId: string;
  /** Split across several budget categories (the parts must add up to the amount). */
  split: boolean;
  allocations: { budgetCategoryId: string; amount: string }[];
  repeats: BillFrequency | 'once';
}

/** The parts as the contract takes them: the split's rows, or the whole amount in the one category chosen. */
function allocationsOf(v: ExpenseFormValues, amountCents: number): CreateExpenseBody['allocations'] {
  if (v.split) {
    return v.allocations.map((part) => ({
      budgetCategoryId: part.budgetCategoryId ? Number(part.budgetCategoryId) : Number.NaN,
      amountCents: centsOf(part.amount),
    }));
  }
  return v.budgetCategoryId ? [{ budgetCategoryId: Number(v.budgetCategoryId), amountCents }] : [];
}

/** A budget category the expense can go to. */
export type CategoryChoice = Pick<BudgetCategory, 'id' | 'name'>;

function CategoryOptions({ categories }: { categories: readonly CategoryChoice[] }) {
  return categories.map((c) => (
    <option key={c.id} value={c.id}>
      {c.name}
    </option>
  ));
}

/** A zod issue under one part of the split (the resolver nests them as allocations.N.field). */
type PartErrors = { budgetCategoryId?: FieldError; amountCents?: FieldError } | undefined;

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
    allocations: allocationsOf(v, amountCents),
  };
}

const resolver = contractResolver(createExpenseBody, bodyOf, { cents: { amountCents: 'amount' } });

/** The form as an expense fills it: one part in one category, several parts as a split. */
function valuesOf(expense: Expense): ExpenseFormValues {
  const split = expense.allocations.length > 1;
  return {
    title: expense.title,
    amount: centsToInput(expense.amountCents),
    date: expense.date,
    category: expense.category ?? '',
    paymentMethod: expense.paymentMethod ?? '',
    budgetCategoryId: split || !expense.allocations[0] ? '' : String(expense.allocations[0].budgetCategoryId),
    split,
    allocations: split
      ? expense.allocations.map((part) => ({
          budgetCategoryId: String(part.budgetCategoryId),
          amount: centsToInput(part.amountCents),
        }))
      : [],
    repeats: expense.isRecurring ? (expense.recurringFrequency ?? 'monthly') : 'once',
  };
}

/**
 * Add Expense, or Edit Expense with `expense`: what, how much, when, its category, how it was paid, whether it
 * repeats, its receipt, and its budget category — or, split, the parts of it in several budget categories.
 */
export function ExpenseFormDialog({
  open,
  onOpenChange,
  today,
  categories,
  expense,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  today: Date;
  /** The budget categories offered (their spent follows the expense's parts). */
  categories: readonly CategoryChoice[];
  /** The expense to change; without it the dialog adds one. */
  expense?: Expense;
}) {
  const t = useMessages(expensesMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={expense ? t('form.editTitle') : t('form.addTitle')}
      description={expense ? t('form.editDescription') : t('form.addDescription')}
    >
      <ExpenseForm
        key={expense?.id ?? 'new'}
        expense={expense}
        today={today}
        categories={categories}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function ExpenseForm({
  expense,
  today,
  categories,
  onDone,
}: {
  expense?: Expense;
  today: Date;
  categories: readonly CategoryChoice[];
  onDone: () => void;
}) {
  const t = useMessages(expensesMessages);
  const { formatMoney, moneyLabel } = useFamilyMoney();
  const add = useAddExpense();
  const update = useUpdateExpense();
  const upload = useUploadReceipt();
  const [receipt, setReceipt] = useState<File | null>(null);
  /** Editing: whether the expense keeps the receipt it has (unless a new image replaces it). */
  const [keepReceipt, setKeepReceipt] = useState(true);
  const form = useForm<ExpenseFormValues, unknown, CreateExpenseBody>({
    resolver,
    defaultValues: expense
      ? valuesOf(expense)
      : {
          title: '',
          amount: '',
          date: localIsoDate(today),
          category: '',
          paymentMethod: '',
          budgetCategoryId: '',
          split: false,
          allocations: [],
          repeats: 'once',
        },
  });
  const {
    register,
    watch,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = form;
  const parts = useFieldArray({ control, name: 'allocations' });
  const split = watch('split');
  const amountCents = centsOf(watch('amount'));
  const allocatedCents = watch('allocations').reduce((sum, part) => {
    const cents = centsOf(part.amount);
    return Number.isNaN(cents) ? sum : sum + cents;
  }, 0);
  const partErrors = errors.allocations as unknown as PartErrors[] | undefined;
  const splitError =
    (errors.allocations as { root?: FieldError; message?: string } | undefined)?.root?.message ??
    errors.allocations?.message;

  const startSplit = () => {
    const { budgetCategoryId, amount } = getValues();
    parts.replace([
      { budgetCategoryId, amount },
      { budgetCategoryId: '', amount: '' },
    ]);
    setValue('split', true);
  };
  const endSplit = () => {
    parts.replace([]);
    setValue('split', false);
  };

  const saveExpense = async (checked: CreateExpenseBody) => {
    // The image goes to the file store first; the expense keeps its address (the server checks it is ours).
    // An edit leaves the receipt out of the body to keep it, or sends null to remove it.
    const receiptImageUrl = receipt
      ? (await upload.mutateAsync(receipt)).fileUrl
      : expense && keepReceipt
        ? undefined
        : null;
    const body = { ...checked, receiptImageUrl };
    return expense ? update.mutateAsync({ id: expense.id, body }) : add.mutateAsync(body);
  };
  const save = useSaveForm(
    form,
    { mutateAsync: saveExpense },
    {
      saved: expense ? t('form.updated') : t('form.added'),
      failedToast: expense ? t('form.updateFailed') : t('form.addFailed'),
      onDone,
    },
  );

  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <FormField id="expense-title" label={t('form.name')} error={errors.title?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('title')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <AmountField id="expense-amount" error={errors.amount?.message} registration={register('amount')} />
        <FormField id="expense-date" label={t('form.date')} error={errors.date?.message}>
          {(field) => <Input {...field} type="date" {...register('date')} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="expense-category" label={t('form.category')} error={errors.category?.message}>
          {(field) => (
            <Input {...field} placeholder={t('form.categoryPlaceholder')} {...register('category')} />
          )}
        </FormField>
        <FormField
          id="expense-payment-method"
          label={t('form.paymentMethod')}
          error={errors.paymentMethod?.message}
        >
          {(field) => <Input {...field} {...register('paymentMethod')} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {split ? (
          <p className="self-end text-sm text-muted-foreground">{t('form.splitBelow')}</p>
        ) : (
          <FormField
            id="expense-budget-category"
            label={t('form.budgetCategory')}
            error={errors.budgetCategoryId?.message}
          >
            {(field) => (
              <Select {...field} {...register('budgetCategoryId')}>
                <option value="">{t('form.budgetCategory.none')}</option>
                <CategoryOptions categories={categories} />
              </Select>
            )}
          </FormField>
        )}
        <FormField id="expense-repeats" label={t('form.repeats')}>
          {(field) => (
            <Select {...field} {...register('repeats')}>
              <option value="once">{t('form.repeats.once')}</option>
              <FrequencyOptions />
            </Select>
          )}
        </FormField>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="expense-receipt">{t('form.receipt')}</Label>
        {expense?.receiptImageUrl && !receipt ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            {keepReceipt ? (
              <>
                <a
                  href={expense.receiptImageUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {t('form.receipt.current')}
                </a>
                <Button type="button" variant="ghost" size="sm" onClick={() => setKeepReceipt(false)}>
                  {t('form.receipt.remove')}
                </Button>
              </>
            ) : (
              <>
                <span className="text-muted-foreground">{t('form.receipt.removed')}</span>
                <Button type="button" variant="ghost" size="sm" onClick={() => setKeepReceipt(true)}>
                  {t('form.receipt.keep')}
                </Button>
              </>
            )}
          </div>
        ) : null}
        <ReceiptField id="expense-receipt" file={receipt} onFileChange={setReceipt} disabled={save.pending} />
      </div>
      {categories.length > 0 ? (
        split ? (
          <fieldset className="grid gap-3 rounded-md border p-3">
            <legend className="px-1 text-sm font-medium">{t('form.split.legend')}</legend>
            {parts.fields.map((part, index) => (
              <div key={part.id} className="grid items-end gap-2 sm:grid-cols-[1fr_8rem_auto]">
                <FormField
                  id={`expense-part-${index}-category`}
                  label={t('form.split.partCategory', { part: index + 1 })}
                  error={partErrors?.[index]?.budgetCategoryId ? t('form.split.chooseError') : undefined}
                >
                  {(field) => (
                    <Select {...field} {...register(`allocations.${index}.budgetCategoryId`)}>
                      <option value="">{t('form.split.choose')}</option>
                      <CategoryOptions categories={categories} />
                    </Select>
                  )}
                </FormField>
                <FormField
                  id={`expense-part-${index}-amount`}
                  label={moneyLabel(t('form.split.partAmount', { part: index + 1 }))}
                  error={partErrors?.[index]?.amountCents?.message}
                >
                  {(field) => (
                    <Input {...field} inputMode="decimal" {...register(`allocations.${index}.amount`)} />
                  )}
                </FormField>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={t('form.split.removePart', { part: index + 1 })}
                  disabled={parts.fields.length <= 1}
                  onClick={() => parts.remove(index)}
                >
                  {t('form.split.remove')}
                </Button>
              </div>
            ))}
            <p role="status" className="text-sm text-muted-foreground">
              {Number.isNaN(amountCents)
                ? t('form.split.allocated', { allocated: formatMoney(allocatedCents) })
                : allocatedCents === amountCents
                  ? t('form.split.allocatedOf', {
                      allocated: formatMoney(allocatedCents),
                      amount: formatMoney(amountCents),
                    })
                  : allocatedCents < amountCents
                    ? t('form.split.allocatedLeft', {
                        allocated: formatMoney(allocatedCents),
                        amount: formatMoney(amountCents),
                        left: formatMoney(amountCents - allocatedCents),
                      })
                    : t('form.split.allocatedTooMuch', {
                        allocated: formatMoney(allocatedCents),
                        amount: formatMoney(amountCents),
                        over: formatMoney(allocatedCents - amountCents),
                      })}
            </p>
            {splitError ? (
              <p role="alert" className="text-sm text-destructive">
                {splitError}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={parts.fields.length >= Math.min(20, categories.length)}
                onClick={() => parts.append({ budgetCategoryId: '', amount: '' })}
              >
                {t('form.split.addPart')}
              </Button>
              <Button type="button" variant="ghost" size="sm" onClick={endSplit}>
                {t('form.split.useOne')}
              </Button>
            </div>
          </fieldset>
        ) : categories.length > 1 ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={startSplit}
          >
            {t('form.split.start')}
          </Button>
        ) : null
      ) : null}
      <FormDialogFooter
        error={save.saveError}
        onCancel={onDone}
        pending={save.pending || !isPositiveAmount(watch('amount'))}
        submitLabel={expense ? t('form.save') : t('form.add')}
      />
    </form>
  );
}
