import { useForm } from 'react-hook-form';
import { type Members } from '@familyhub/api-client';
import {
  createPetCareItemBody,
  petCareFrequencies,
  petCareTypes,
  type CreatePetCareItemBody,
  type Pet,
  type PetCareItem,
} from '@familyhub/contracts';
import { FormDialog, FormDialogFooter, FormField, Input, Select, Textarea } from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { todayUtc, upkeepFrequencyKeys } from '../../shared/upkeep-days';
import { orNull } from '../../shared/form-text';
import { sharedMessages } from '../../shared/messages';
import { petsMessages } from '../messages';
import { careTypeKeys } from './care-item-row';
import { useCreateCareItem, useUpdateCareItem } from '../api/pets-api';

interface CareFormValues {
  type: string;
  name: string;
  frequency: string;
  time: string;
  amount: string;
  nextDue: string;
  assignedToId: string;
  reminderEnabled: boolean;
  notes: string;
}

function bodyOf(values: CareFormValues): Record<string, unknown> {
  return {
    type: values.type,
    name: values.name,
    frequency: values.frequency,
    time: orNull(values.time),
    amount: orNull(values.amount),
    nextDue: values.nextDue || undefined,
    assignedToId: values.assignedToId ? Number(values.assignedToId) : null,
    reminderEnabled: values.reminderEnabled,
    notes: orNull(values.notes),
  };
}
const resolver = contractResolver(createPetCareItemBody, bodyOf);

/** Add or edit one care item of a pet: feeding, a walk, medication, grooming or a vet visit. */
export function CareFormDialog({
  pet,
  item,
  members,
  onClose,
}: {
  pet: Pet | null;
  item?: PetCareItem;
  members: Members;
  onClose: () => void;
}) {
  const t = useMessages(petsMessages);
  return (
    <FormDialog
      open={pet !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        item
          ? t('careForm.editTitle', { name: item.name })
          : t('careForm.addTitle', { name: pet?.name ?? '' })
      }
      description={t('careForm.description')}
    >
      {pet ? (
        <CareForm key={item?.id ?? 'new'} pet={pet} item={item} members={members} onDone={onClose} />
      ) : null}
    </FormDialog>
  );
}

function CareForm({
  pet,
  item,
  members,
  onDone,
}: {
  pet: Pet;
  item?: PetCareItem;
  members: Members;
  onDone: () => void;
}) {
  const t = useMessages(petsMessages);
  const shared = useMessages(sharedMessages);
  const create = useCreateCareItem();
  const update = useUpdateCareItem();
  const form = useForm<CareFormValues, unknown, CreatePetCareItemBody>({
    resolver,
    defaultValues: {
      type: item?.type ?? 'feeding',
      name: item?.name ?? '',
      frequency: item?.frequency ?? 'daily',
      time: item?.time ?? '',
      amount: item?.amount ?? '',
      nextDue: item?.nextDue ?? todayUtc(),
      assignedToId: item?.assignedToId ? String(item.assignedToId) : '',
      reminderEnabled: item?.reminderEnabled ?? true,
      notes: item?.notes ?? '',
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const save = useSaveForm(
    form,
    {
      mutateAsync: (body: CreatePetCareItemBody) =>
        item
          ? update.mutateAsync({ petId: pet.id, id: item.id, body })
          : create.mutateAsync({ petId: pet.id, body }),
    },
    { onDone },
  );
  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="care-type" label={t('careForm.type')} error={errors.type?.message}>
          {(field) => (
            <Select {...field} {...register('type')}>
              {petCareTypes.map((type) => (
                <option key={type} value={type}>
                  {t(careTypeKeys[type])}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="care-name" label={t('careForm.name')} error={errors.name?.message}>
          {(field) => (
            <Input
              {...field}
              autoComplete="off"
              placeholder={t('careForm.namePlaceholder')}
              {...register('name')}
            />
          )}
        </FormField>
        <FormField id="care-frequency" label={t('careForm.frequency')} error={errors.frequency?.message}>
          {(field) => (
            <Select {...field} {...register('frequency')}>
              {petCareFrequencies.map((f) => (
                <option key={f} value={f}>
                  {shared(upkeepFrequencyKeys[f])}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="care-time" label={t('careForm.time')} error={errors.time?.message}>
          {(field) => <Input {...field} type="time" {...register('time')} />}
        </FormField>
        <FormField id="care-amount" label={t('careForm.amount')} error={errors.amount?.message}>
          {(field) => (
            <Input {...field} placeholder={t('careForm.amountPlaceholder')} {...register('amount')} />
          )}
        </FormField>
        <FormField id="care-next-due" label={t('careForm.nextDue')} error={errors.nextDue?.message}>
          {(field) => <Input {...field} type="date" {...register('nextDue')} />}
        </FormField>
        <FormField id="care-assignee" label={t('careForm.assignee')} error={errors.assignedToId?.message}>
          {(field) => (
            <Select {...field} {...register('assignedToId')}>
              <option value="">{t('careForm.anyone')}</option>
              {members.all.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register('reminderEnabled')} />
        {t('careForm.reminder')}
      </label>
      <FormField id="care-notes" label={t('careForm.notes')} error={errors.notes?.message}>
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
