import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import {
  createAllowanceTransactionBody,
  NEGATIVE_BALANCE_MESSAGE,
  type CreateAllowanceTransactionBody,
} from '@familyhub/contracts';
import {
  Checkbox,
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
import { AmountField } from '../../shared/money-fields';
import { centsOf, isPositiveAmount } from '../../shared/money-input';
import { useAddAllowanceTransaction } from '../api/allowances-api';
import { allowancesMessages } from '../messages';

interface TransactionFormValues {
  kind: 'credit' | 'debit';
  amount: string;
  notes: string;
  /** The parent's choice to let this debit take the balance below zero. */
  allowNegative: boolean;
}

const bodyOf = (v: TransactionFormValues): CreateAllowanceTransactionBody => ({
  kind: v.kind,
  amountCents: centsOf(v.amount),
  notes: v.notes || null,
  ...(v.kind === 'debit' && v.allowNegative ? { allowNegative: true } : {}),
});

/** A manual credit (an extra) or debit (something bought, a deduction) with a note. */
export function TransactionFormDialog({
  open,
  onOpenChange,
  allowanceId,
  childName,
  balanceCents,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  allowanceId: number;
  childName: string;
  /** The balance now: a debit beyond it needs the parent to allow a negative balance. */
  balanceCents: number;
}) {
  const t = useMessages(allowancesMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('transaction.title', { name: childName })}
      description={t('transaction.description')}
    >
      <TransactionForm
        allowanceId={allowanceId}
        childName={childName}
        balanceCents={balanceCents}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function TransactionForm({
  allowanceId,
  childName,
  balanceCents,
  onDone,
}: {
  allowanceId: number;
  childName: string;
  balanceCents: number;
  onDone: () => void;
}) {
  const t = useMessages(allowancesMessages);
  const { formatMoney } = useFamilyMoney();
  // A debit beyond the balance needs the parent's say-so before anything is sent.
  const resolver = useMemo(
    () =>
      contractResolver(
        createAllowanceTransactionBody.refine(
          (body) => body.kind !== 'debit' || body.amountCents <= balanceCents || body.allowNegative === true,
          { message: NEGATIVE_BALANCE_MESSAGE, path: ['allowNegative'] },
        ),
        bodyOf,
        { cents: { amountCents: 'amount' } },
      ),
    [balanceCents],
  );
  const form = useForm<TransactionFormValues, unknown, CreateAllowanceTransactionBody>({
    resolver,
    defaultValues: { kind: 'credit', amount: '', notes: '', allowNegative: false },
  });
  const {
    register,
    watch,
    setValue,
    clearErrors,
    formState: { errors },
  } = form;
  const debitCents = watch('kind') === 'debit' ? centsOf(watch('amount')) : NaN;
  const beyondBalance = debitCents > 0 && debitCents > balanceCents;
  const save = useSaveForm(form, useAddAllowanceTransaction(), {
    variables: (body) => ({ id: allowanceId, body }),
    saved: (_made, body) => (body.kind === 'credit' ? t('transaction.credited') : t('transaction.debited')),
    failedToast: t('transaction.failed'),
    onDone,
  });

  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="transaction-kind" label={t('transaction.type')}>
          {(field) => (
            <Select {...field} {...register('kind')}>
              <option value="credit">{t('transaction.credit')}</option>
              <option value="debit">{t('transaction.debit')}</option>
            </Select>
          )}
        </FormField>
        <AmountField
          id="transaction-amount"
          error={errors.amount?.message}
          placeholder="2.50"
          registration={register('amount')}
        />
      </div>
      <FormField id="transaction-notes" label={t('transaction.notes')} error={errors.notes?.message}>
        {(field) => (
          <Input {...field} placeholder={t('transaction.notesPlaceholder')} {...register('notes')} />
        )}
      </FormField>
      {beyondBalance ? (
        <div className="grid gap-2 rounded-md border border-amber-500/40 px-3 py-2">
          <p id="transaction-beyond-balance" className="text-sm">
            {t('transaction.beyondBalance', {
              name: childName,
              balance: formatMoney(balanceCents),
              after: formatMoney(balanceCents - debitCents),
            })}
          </p>
          <div className="flex items-center gap-2">
            <Checkbox
              id="transaction-allow-negative"
              aria-describedby="transaction-beyond-balance"
              aria-invalid={errors.allowNegative ? true : undefined}
              checked={watch('allowNegative')}
              onCheckedChange={(checked) => {
                setValue('allowNegative', checked === true);
                clearErrors('allowNegative');
              }}
            />
            <Label htmlFor="transaction-allow-negative">{t('transaction.allowNegative')}</Label>
          </div>
          {errors.allowNegative?.message ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.allowNegative.message}
            </p>
          ) : null}
        </div>
      ) : null}
      <FormDialogFooter
        error={save.saveError}
        onCancel={onDone}
        pending={save.pending || !isPositiveAmount(watch('amount'))}
        submitLabel={t('transaction.submit')}
      />
    </form>
  );
}
