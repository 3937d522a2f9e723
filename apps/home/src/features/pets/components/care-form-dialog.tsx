import { useForm } from 'react-hook-form';
import { type Members } from '@familyhub/api-client';
import {
  createPetCareItemBody,
  petCareFrequencies,
  petCareTypeLabels,
  petCareTypes,
  upkeepFrequencyLabels,
  type CreatePetCareItemBody,
  type Pet,
  type PetCareItem,
} from '@familyhub/contracts';
import { FormDialog, FormDialogFooter, FormField, Input, Select, Textarea } from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { todayUtc } from '../../shared/upkeep-days';
import { orNull } from '../../shared/form-text';
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
  return (
    <FormDialog
      open={pet !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={item ? `Edit ${item.name}` : `Add Care for ${pet?.name ?? ''}`}
      description="What to do, how often, when in the day and who does it."
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
        <FormField id="care-type" label="Kind of care" error={errors.type?.message}>
          {(field) => (
            <Select {...field} {...register('type')}>
              {petCareTypes.map((t) => (
                <option key={t} value={t}>
                  {petCareTypeLabels[t]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="care-name" label="Name" error={errors.name?.message}>
          {(field) => <Input {...field} autoComplete="off" placeholder="Breakfast" {...register('name')} />}
        </FormField>
        <FormField id="care-frequency" label="Frequency" error={errors.frequency?.message}>
          {(field) => (
            <Select {...field} {...register('frequency')}>
              {petCareFrequencies.map((f) => (
                <option key={f} value={f}>
                  {upkeepFrequencyLabels[f]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="care-time" label="Time" error={errors.time?.message}>
          {(field) => <Input {...field} type="time" {...register('time')} />}
        </FormField>
        <FormField id="care-amount" label="Amount" error={errors.amount?.message}>
          {(field) => <Input {...field} placeholder="1 cup" {...register('amount')} />}
        </FormField>
        <FormField id="care-next-due" label="Next due" error={errors.nextDue?.message}>
          {(field) => <Input {...field} type="date" {...register('nextDue')} />}
        </FormField>
        <FormField id="care-assignee" label="Assigned to" error={errors.assignedToId?.message}>
          {(field) => (
            <Select {...field} {...register('assignedToId')}>
              <option value="">Anyone</option>
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
        Remind when due (an alert at its time, and on the dashboard&apos;s Pet Center)
      </label>
      <FormField id="care-notes" label="Notes" error={errors.notes?.message}>
        {(field) => <Textarea {...field} {...register('notes')} />}
      </FormField>
      <FormDialogFooter error={save.saveError} onCancel={onDone} pending={save.pending} />
    </form>
  );
}
