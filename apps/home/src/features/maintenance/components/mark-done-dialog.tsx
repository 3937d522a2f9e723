import { useForm } from 'react-hook-form';
import {
  completeMaintenanceItemBody,
  type CompleteMaintenanceItemBody,
  type MaintenanceItem,
} from '@familyhub/contracts';
import { FormDialog, FormDialogFooter, FormField, Input, Textarea, useFamilyMoney } from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { todayUtc } from '../../shared/upkeep-days';
import { centsOrText, orNull } from '../../shared/form-text';
import { useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from '../../shared/messages';
import { useCompleteMaintenanceItem } from '../api/maintenance-api';
import { maintenanceMessages } from '../messages';

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
  const t = useMessages(maintenanceMessages);
  return (
    <FormDialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={item ? t('done.title', { name: item.name }) : t('done.titlePlain')}
      description={item?.isRecurring ? t('done.recurring') : t('done.oneOff')}
    >
      {item ? <DoneForm key={item.id} item={item} onDone={onClose} /> : null}
    </FormDialog>
  );
}

function DoneForm({ item, onDone }: { item: MaintenanceItem; onDone: () => void }) {
  const t = useMessages(maintenanceMessages);
  const shared = useMessages(sharedMessages);
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
    saved: { title: t('done.toast.title'), description: t('done.toast.body', { name: item.name }) },
    onDone,
  });
  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <FormField id="done-on" label={t('done.on')} error={errors.completedOn?.message}>
        {(field) => <Input {...field} type="date" max={todayUtc()} {...register('completedOn')} />}
      </FormField>
      <FormField id="done-cost" label={moneyLabel(t('done.cost'))} error={errors.costCents?.message}>
        {(field) => <Input {...field} inputMode="decimal" placeholder="0.00" {...register('costCents')} />}
      </FormField>
      <FormField id="done-notes" label={t('done.notes')} error={errors.notes?.message}>
        {(field) => <Textarea {...field} {...register('notes')} />}
      </FormField>
      <FormDialogFooter
        error={save.saveError}
        onCancel={onDone}
        pending={save.pending}
        submitLabel={t('done.submit')}
        cancelLabel={shared('form.cancel')}
      />
    </form>
  );
}
