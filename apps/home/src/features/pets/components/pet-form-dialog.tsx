import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { createPetBody, fileUses, petTypes, type CreatePetBody, type Pet } from '@familyhub/contracts';
import { FileInput, FormDialog, FormDialogFooter, FormField, Input, Select, Textarea } from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { orNull } from '../../shared/form-text';
import { sharedMessages } from '../../shared/messages';
import { petsMessages } from '../messages';
import { useCreatePet, useUpdatePet, useUploadPetPhoto } from '../api/pets-api';

interface PetFormValues {
  name: string;
  type: string;
  breed: string;
  birthdate: string;
  weightKg: string;
  color: string;
  microchipId: string;
  vetName: string;
  vetPhone: string;
  notes: string;
  /** The photo already saved (kept unless a new one is chosen or it is removed). */
  imageUrl: string;
}

function bodyOf(values: PetFormValues): Record<string, unknown> {
  const weight = values.weightKg.trim().replace(',', '.');
  return {
    name: values.name,
    type: values.type,
    breed: orNull(values.breed),
    birthdate: orNull(values.birthdate),
    weightKg: weight === '' ? null : Number.isNaN(Number(weight)) ? weight : Number(weight),
    color: orNull(values.color),
    imageUrl: orNull(values.imageUrl),
    microchipId: orNull(values.microchipId),
    vetName: orNull(values.vetName),
    vetPhone: orNull(values.vetPhone),
    notes: orNull(values.notes),
  };
}
const resolver = contractResolver(createPetBody, bodyOf);

/** Add or edit a pet's profile, with an optional photo. */
export function PetFormDialog({
  open,
  onOpenChange,
  pet,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pet?: Pet;
}) {
  const t = useMessages(petsMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={pet ? t('petForm.editTitle', { name: pet.name }) : t('petForm.addTitle')}
      description={t('petForm.description')}
    >
      <PetForm key={pet?.id ?? 'new'} pet={pet} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function PetForm({ pet, onDone }: { pet?: Pet; onDone: () => void }) {
  const t = useMessages(petsMessages);
  const shared = useMessages(sharedMessages);
  const create = useCreatePet();
  const update = useUpdatePet();
  const upload = useUploadPetPhoto();
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useForm<PetFormValues, unknown, CreatePetBody>({
    resolver,
    defaultValues: {
      name: pet?.name ?? '',
      type: pet?.type ?? 'dog',
      breed: pet?.breed ?? '',
      birthdate: pet?.birthdate ?? '',
      weightKg: pet?.weightKg != null ? String(pet.weightKg) : '',
      color: pet?.color ?? '',
      microchipId: pet?.microchipId ?? '',
      vetName: pet?.vetName ?? '',
      vetPhone: pet?.vetPhone ?? '',
      notes: pet?.notes ?? '',
      imageUrl: pet?.imageUrl ?? '',
    },
  });
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const savedPhoto = watch('imageUrl');
  const savePet = async (body: CreatePetBody) => {
    const imageUrl = photo ? (await upload.mutateAsync(photo)).fileUrl : (body.imageUrl ?? null);
    const withPhoto = { ...body, imageUrl };
    return pet ? update.mutateAsync({ id: pet.id, body: withPhoto }) : create.mutateAsync(withPhoto);
  };
  const save = useSaveForm(form, { mutateAsync: savePet }, { onDone });
  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="pet-name" label={t('petForm.name')} error={errors.name?.message}>
          {(field) => <Input {...field} autoComplete="off" {...register('name')} />}
        </FormField>
        <FormField id="pet-type" label={t('petForm.type')} error={errors.type?.message}>
          {(field) => (
            <Select {...field} {...register('type')}>
              {petTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`type.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="pet-breed" label={t('petForm.breed')} error={errors.breed?.message}>
          {(field) => <Input {...field} {...register('breed')} />}
        </FormField>
        <FormField id="pet-birthdate" label={t('petForm.birthdate')} error={errors.birthdate?.message}>
          {(field) => <Input {...field} type="date" {...register('birthdate')} />}
        </FormField>
        <FormField id="pet-weight" label={t('petForm.weight')} error={errors.weightKg?.message}>
          {(field) => <Input {...field} inputMode="decimal" {...register('weightKg')} />}
        </FormField>
        <FormField id="pet-color" label={t('petForm.colour')} error={errors.color?.message}>
          {(field) => <Input {...field} {...register('color')} />}
        </FormField>
        <FormField id="pet-microchip" label={t('petForm.microchip')} error={errors.microchipId?.message}>
          {(field) => <Input {...field} autoComplete="off" {...register('microchipId')} />}
        </FormField>
        <FormField id="pet-vet" label={t('petForm.vet')} error={errors.vetName?.message}>
          {(field) => <Input {...field} {...register('vetName')} />}
        </FormField>
        <FormField id="pet-vet-phone" label={t('petForm.vetPhone')} error={errors.vetPhone?.message}>
          {(field) => <Input {...field} type="tel" {...register('vetPhone')} />}
        </FormField>
      </div>
      <FormField id="pet-photo" label={t('petForm.photo')}>
        {(field) => (
          <div className="grid gap-2">
            <FileInput
              {...field}
              file={photo}
              onFileChange={setPhoto}
              use={fileUses.photo}
              chooseLabel={photo || savedPhoto ? shared('photo.replace') : shared('photo.choose')}
            />
            {savedPhoto && !photo ? (
              <div className="flex items-center gap-2">
                <img
                  src={savedPhoto}
                  alt={t('petForm.photoNow', { name: pet?.name ?? t('petForm.pet') })}
                  className="size-12 rounded-md object-cover"
                />
                <button type="button" className="text-sm underline" onClick={() => setValue('imageUrl', '')}>
                  {shared('photo.remove')}
                </button>
              </div>
            ) : null}
          </div>
        )}
      </FormField>
      <FormField id="pet-notes" label={t('petForm.notes')} error={errors.notes?.message}>
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
