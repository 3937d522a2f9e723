import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage, useFamilyMoney } from '@familyhub/api-client';
import {
  completeMaintenanceItemBody,
  type CompleteMaintenanceItemBody,
  type MaintenanceItem,
} from '@familyhub/contracts';
import { FormDialog, FormDialogFooter, FormField, Input, Textarea, toast } from '@familyhub/ui';
import { contractResolver } from '@familyhub/ui/forms';
import { todayUtc } from '../../shared/upkeep-days';
import { centsOrText, orNull } from '../../shared/form-text';
import { useCompleteMaintenanceItem } from '../api/maintenance-api';

interface DoneFormValues {
  completedOn: string;
  costCents: string;
  notes: string;
}

function bodyOf(values: DoneFormValues): Record<string, unknown> {
  return {
    completedOn: values.completedOn,
    costCents: centsOrText(values.costCents),
    notes: orNull(values.notes),
  };
}
const resolver = contractResolver(completeMaintenanceItemBody, bodyOf);

/** Mark Done: when it was done, what it cost and notes, written to the history. */
export function MarkDoneDialog({ item, onClose }: { item: MaintenanceItem | null; onClose: () => void }) {
  return (
    <FormDialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={item ? `Mark Done: ${item.name}` : 'Mark Done'}
      description={
        item?.isRecurring
          ? 'It goes into the history and the next due date moves on from the day it was done.'
          : 'It goes into the history; a one-off item is then finished.'
      }
    >
      {item ? <DoneForm key={item.id} item={item} onDone={onClose} /> : null}
    </FormDialog>
  );
}

function DoneForm({ item, onDone }: { item: MaintenanceItem; onDone: () => void }) {
  const { moneyLabel } = useFamilyMoney();
  const complete = useCompleteMaintenanceItem();
  const [saveError, setSaveError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DoneFormValues, unknown, CompleteMaintenanceItemBody>({
    resolver,
    defaultValues: {
      completedOn: todayUtc(),
      costCents: item.estimatedCostCents != null ? (item.estimatedCostCents / 100).toFixed(2) : '',
      notes: '',
    },
  });
  const onSubmit = async (body: CompleteMaintenanceItemBody) => {
    setSaveError(null);
    try {
      await complete.mutateAsync({ id: item.id, body });
      toast({ title: 'Marked done', description: `${item.name} is in the maintenance history.` });
      onDone();
    } catch (error) {
      setSaveError(errorMessage(error));
    }
  };
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="grid gap-4">
      <FormField id="done-on" label="Done on" error={errors.completedOn?.message}>
        {(field) => <Input {...field} type="date" max={todayUtc()} {...register('completedOn')} />}
      </FormField>
      <FormField id="done-cost" label={moneyLabel('Cost')} error={errors.costCents?.message}>
        {(field) => <Input {...field} inputMode="decimal" placeholder="0.00" {...register('costCents')} />}
      </FormField>
      <FormField id="done-notes" label="Notes" error={errors.notes?.message}>
        {(field) => <Textarea {...field} {...register('notes')} />}
      </FormField>
      <FormDialogFooter error={saveError} onCancel={onDone} pending={isSubmitting} submitLabel="Mark Done" />
    </form>
  );
}
