import { useForm } from 'react-hook-form';
import { useFamilyMoney } from '@familyhub/api-client';
import {
  completeMaintenanceItemBody,
  type CompleteMaintenanceItemBody,
  type MaintenanceItem,
} from '@familyhub/contracts';
import { FormDialog, FormDialogFooter, FormField, Input, Textarea } from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
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
  const form = useForm<DoneFormValues, unknown, CompleteMaintenanceItemBody>({
    resolver,
    defaultValues: {
      completedOn: todayUtc(),
      costCents: item.estimatedCostCents != null ? (item.estimatedCostCents / 100).toFixed(2) : '',
      notes: '',
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const save = useSaveForm(form, complete, {
    variables: (body) => ({ id: item.id, body }),
    saved: { title: 'Marked done', description: `${item.name} is in the maintenance history.` },
    onDone,
  });
  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <FormField id="done-on" label="Done on" error={errors.completedOn?.message}>
        {(field) => <Input {...field} type="date" max={todayUtc()} {...register('completedOn')} />}
      </FormField>
      <FormField id="done-cost" label={moneyLabel('Cost')} error={errors.costCents?.message}>
        {(field) => <Input {...field} inputMode="decimal" placeholder="0.00" {...register('costCents')} />}
      </FormField>
      <FormField id="done-notes" label="Notes" error={errors.notes?.message}>
        {(field) => <Textarea {...field} {...register('notes')} />}
      </FormField>
      <FormDialogFooter
        error={save.saveError}
        onCancel={onDone}
        pending={save.pending}
        submitLabel="Mark Done"
      />
    </form>
  );
}
