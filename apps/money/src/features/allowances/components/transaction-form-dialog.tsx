import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@familyhub/api-client';
import { createAllowanceTransactionBody, type CreateAllowanceTransactionBody } from '@familyhub/contracts';
import { FormDialog, FormDialogFooter, FormField, Input, Select, toast } from '@familyhub/ui';
import { AmountField } from '../../shared/money-fields';
import { contractResolver } from '../../shared/amount-resolver';
import { centsOf, isPositiveAmount } from '../../shared/money-input';
import { useAddAllowanceTransaction } from '../api/add-allowance-transaction';

interface TransactionFormValues {
  kind: 'credit' | 'debit';
  amount: string;
  notes: string;
}

const bodyOf = (v: TransactionFormValues): CreateAllowanceTransactionBody => ({
  kind: v.kind,
  amountCents: centsOf(v.amount),
  notes: v.notes || null,
});

const resolver = contractResolver(createAllowanceTransactionBody, bodyOf, { amountCents: 'amount' });

/** A manual credit (an extra) or debit (something bought, a deduction) with a note. */
export function TransactionFormDialog({
  open,
  onOpenChange,
  allowanceId,
  childName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  allowanceId: number;
  childName: string;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Add to ${childName}'s ledger`}
      description="An extra credit or a debit, with a note the child can read."
    >
      <TransactionForm allowanceId={allowanceId} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function TransactionForm({ allowanceId, onDone }: { allowanceId: number; onDone: () => void }) {
  const add = useAddAllowanceTransaction();
  const [saveError, setSaveError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TransactionFormValues>({
    resolver,
    defaultValues: { kind: 'credit', amount: '', notes: '' },
  });

  const onSubmit = async (values: TransactionFormValues) => {
    setSaveError(null);
    try {
      await add.mutateAsync({ id: allowanceId, body: bodyOf(values) });
      toast({ title: values.kind === 'credit' ? 'Credit added' : 'Debit added' });
      onDone();
    } catch (error) {
      setSaveError(errorMessage(error));
      toast({ variant: 'destructive', title: 'Failed to add transaction', description: errorMessage(error) });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="transaction-kind" label="Type">
          {(field) => (
            <Select {...field} {...register('kind')}>
              <option value="credit">Credit (add)</option>
              <option value="debit">Debit (take away)</option>
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
      <FormField id="transaction-notes" label="Notes" error={errors.notes?.message}>
        {(field) => <Input {...field} placeholder="Birthday extra, comic book…" {...register('notes')} />}
      </FormField>
      <FormDialogFooter
        error={saveError}
        onCancel={onDone}
        pending={isSubmitting || !isPositiveAmount(watch('amount'))}
        submitLabel="Add"
      />
    </form>
  );
}
