import { useForm } from 'react-hook-form';
import type { Members } from '@familyhub/api-client';
import {
  createMaintenanceItemBody,
  maintenanceCategories,
  maintenanceFrequencies,
  MAINTENANCE_REMINDER_DAYS,
  type CreateMaintenanceItemBody,
  type MaintenanceItem,
} from '@familyhub/contracts';
import {
  FormDialog,
  FormDialogFooter,
  FormField,
  Input,
  Select,
  Textarea,
  useFamilyMoney,
} from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from '../../shared/messages';
import { todayUtc, upkeepFrequencyKeys } from '../../shared/upkeep-days';
import { categoryKeys, maintenanceMessages } from '../messages';
import { centsOrText, orNull } from '../../shared/form-text';
import { useCreateMaintenanceItem, useUpdateMaintenanceItem } from '../api/maintenance-api';
import { createOrUpdate } from '../../shared/create-or-update';

interface ItemFormValues {
  name: string;
  category: string;
  frequency: string;
  nextDue: string;
  assignedToId: string;
  reminderDays: string;
  estimatedCostCents: string;
  isRecurring: boolean;
  description: string;
  notes: string;
}

/** The controls' strings as the body the server checks (empty → null, numbers parsed, the cost in cents). */
function bodyOf(values: ItemFormValues): Record<string, unknown> {
  return {
    name: values.name,
    category: values.category,
    frequency: values.frequency,
    nextDue: values.nextDue,
    assignedToId: values.assignedToId ? Number(values.assignedToId) : null,
    reminderDays: values.reminderDays.trim() === '' ? MAINTENANCE_REMINDER_DAYS : Number(values.reminderDays),
    estimatedCostCents: centsOrText(values.estimatedCostCents),
    isRecurring: values.isRecurring,
    description: orNull(values.description),
    notes: orNull(values.notes),
  };
}
const resolver = contractResolver(createMaintenanceItemBody, bodyOf);

/** Add or edit a maintenance item. */
export function MaintenanceFormDialog({
  open,
  onOpenChange,
  item,
  members,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item?: MaintenanceItem;
  members: Members;
}) {
  const t = useMessages(maintenanceMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={item ? t('form.editTitle') : t('form.addTitle')}
      description={t('form.description')}
    >
      <ItemForm key={item?.id ?? 'new'} item={item} members={members} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function ItemForm({
  item,
  members,
  onDone,
}: {
  item?: MaintenanceItem;
  members: Members;
  onDone: () => void;
}) {
  const t = useMessages(maintenanceMessages);
  const shared = useMessages(sharedMessages);
  const { moneyLabel } = useFamilyMoney();
  const create = useCreateMaintenanceItem();
  const update = useUpdateMaintenanceItem();
  const form = useForm<ItemFormValues, unknown, CreateMaintenanceItemBody>({
    resolver,
    defaultValues: {
      name: item?.name ?? '',
      category: item?.category ?? 'other',
      frequency: item?.frequency ?? 'yearly',
      nextDue: item?.nextDue ?? todayUtc(),
      assignedToId: item?.assignedToId ? String(item.assignedToId) : '',
      reminderDays: String(item?.reminderDays ?? MAINTENANCE_REMINDER_DAYS),
      estimatedCostCents: item?.estimatedCostCents != null ? (item.estimatedCostCents / 100).toFixed(2) : '',
      isRecurring: item?.isRecurring ?? true,
      description: item?.description ?? '',
      notes: item?.notes ?? '',
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const save = useSaveForm(form, createOrUpdate(create, update, item?.id), { onDone });
  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <FormField id="maintenance-name" label={t('form.name')} error={errors.name?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('name')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="maintenance-category" label={t('form.category')} error={errors.category?.message}>
          {(field) => (
            <Select {...field} {...register('category')}>
              {maintenanceCategories.map((c) => (
                <option key={c} value={c}>
                  {t(categoryKeys[c])}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="maintenance-frequency" label={t('form.frequency')} error={errors.frequency?.message}>
          {(field) => (
            <Select {...field} {...register('frequency')}>
              {maintenanceFrequencies.map((f) => (
                <option key={f} value={f}>
                  {shared(upkeepFrequencyKeys[f])}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="maintenance-next-due" label={t('form.nextDue')} error={errors.nextDue?.message}>
          {(field) => <Input {...field} type="date" {...register('nextDue')} />}
        </FormField>
        <FormField id="maintenance-assignee" label={t('form.assignee')} error={errors.assignedToId?.message}>
          {(field) => (
            <Select {...field} {...register('assignedToId')}>
              <option value="">{t('form.nobody')}</option>
              {members.all.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          id="maintenance-reminder"
          label={t('form.reminderDays')}
          error={errors.reminderDays?.message}
        >
          {(field) => <Input {...field} type="number" min={0} max={90} {...register('reminderDays')} />}
        </FormField>
        <FormField
          id="maintenance-cost"
          label={moneyLabel(t('form.estimatedCost'))}
          error={errors.estimatedCostCents?.message}
        >
          {(field) => (
            <Input {...field} inputMode="decimal" placeholder="0.00" {...register('estimatedCostCents')} />
          )}
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register('isRecurring')} />
        {t('form.recurring')}
      </label>
      <FormField
        id="maintenance-description"
        label={t('form.descriptionField')}
        error={errors.description?.message}
      >
        {(field) => <Textarea {...field} {...register('description')} />}
      </FormField>
      <FormField id="maintenance-notes" label={t('form.notes')} error={errors.notes?.message}>
        {(field) => <Textarea {...field} {...register('notes')} />}
      </FormField>
      <FormDialogFooter
        error={save.saveError}
        onCancel={onDone}
        pending={save.pending}
        submitLabel={shared('form.save')}
        cancelLabel={shared('form.cancel')}
      />
    </form>
  );
}
