import { useForm } from 'react-hook-form';
import {
  budgetYearChoices,
  centsToInput,
  setGroceryBudgetBody,
  type GroceryBudget,
  type SetGroceryBudgetBody,
} from '@familyhub/contracts';
import { FormDialog, FormField, Select } from '@familyhub/ui';
import { contractResolver, EntityForm, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { AmountField } from '../../shared/money-fields';
import { useCalendarNames } from '../../shared/months';
import { centsOf, isPositiveAmount } from '../../shared/money-input';
import { useSetGroceryBudget } from '../api/grocery-api';
import { groceryMessages } from '../messages';

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

const budgetResolver = contractResolver(setGroceryBudgetBody, bodyOf, { cents: { amountCents: 'amount' } });

export interface SetBudgetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  today: Date;
  /** The month's budget when it has one (its amount is filled in). */
  current?: GroceryBudget;
}

/** Set Budget (spec 001 §2, §5): month, year (previous, current or next), amount; Set is disabled unless > 0. */
export function SetBudgetDialog({ open, onOpenChange, today, current }: SetBudgetDialogProps) {
  const t = useMessages(groceryMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('budget.title')}
      description={t('budget.description')}
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
  const t = useMessages(groceryMessages);
  const { monthChoices } = useCalendarNames();
  const form = useForm<BudgetFormValues, unknown, SetGroceryBudgetBody>({
    resolver: budgetResolver,
    defaultValues: {
      month: String(current?.month ?? today.getMonth() + 1),
      year: String(current?.year ?? today.getFullYear()),
      amount: current ? centsToInput(current.amountCents) : '',
    },
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;

  const save = useSaveForm(form, useSetGroceryBudget(), {
    saved: t('budget.saved'),
    failedToast: t('budget.failed'),
    onDone,
  });

  return (
    <EntityForm
      save={save}
      onCancel={onDone}
      submitLabel={t('budget.submit')}
      submitDisabled={!isPositiveAmount(watch('amount'))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="budget-month" label={t('budget.month')} error={errors.month?.message}>
          {(field) => (
            <Select {...field} {...register('month')}>
              {monthChoices().map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="budget-year" label={t('budget.year')} error={errors.year?.message}>
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
    </EntityForm>
  );
}
