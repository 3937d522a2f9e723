import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useMembers } from '@familyhub/api-client';
import { FormDialog, FormDialogFooter, FormField, Input, Select, Textarea } from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { createCarpoolBody, type Carpool } from '@familyhub/contracts';
import { useSaveCarpool } from '../api/guests-carpools-api';
import { useMessages } from '@familyhub/ui/i18n';
import { guestsCarpoolsMessages } from '../messages';
import { orNull } from './form-issues';

export interface CarpoolFormDialogProps {
  eventId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The carpool being edited; absent when adding. */
  carpool?: Carpool;
}

export function CarpoolFormDialog({ eventId, open, onOpenChange, carpool }: CarpoolFormDialogProps) {
  const t = useMessages(guestsCarpoolsMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={carpool ? t('carpoolForm.editTitle') : t('carpoolForm.addTitle')}
      description={carpool ? t('carpoolForm.editDescription') : t('carpoolForm.addDescription')}
    >
      <CarpoolForm
        key={carpool?.id ?? 'new'}
        eventId={eventId}
        carpool={carpool}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

/** What the form's controls hold: strings, as the DOM gives them. */
interface CarpoolFormValues {
  driverId: string;
  pickupLocation: string;
  dropoffLocation: string;
  vehicleDetails: string;
  availableSeats: string;
  notes: string;
}

const valuesOf = (carpool: Carpool | undefined): CarpoolFormValues => ({
  driverId: carpool?.driverId != null ? String(carpool.driverId) : '',
  pickupLocation: carpool?.pickupLocation ?? '',
  dropoffLocation: carpool?.dropoffLocation ?? '',
  vehicleDetails: carpool?.vehicleDetails ?? '',
  availableSeats: String(carpool?.availableSeats ?? 4),
  notes: carpool?.notes ?? '',
});

/** The body the server will see for an event (empty controls mean "none"); the contract checks it. */
const bodyOf = (eventId: number) => (values: CarpoolFormValues) => ({
  eventId,
  driverId: values.driverId === '' ? undefined : Number(values.driverId),
  pickupLocation: values.pickupLocation,
  dropoffLocation: values.dropoffLocation,
  vehicleDetails: orNull(values.vehicleDetails),
  availableSeats: values.availableSeats.trim() === '' ? Number.NaN : Number(values.availableSeats),
  notes: orNull(values.notes),
});

type CarpoolBody = z.output<typeof createCarpoolBody>;

function CarpoolForm({
  eventId,
  carpool,
  onDone,
}: {
  eventId: number;
  carpool?: Carpool;
  onDone: () => void;
}) {
  const t = useMessages(guestsCarpoolsMessages);
  const members = useMembers().all;
  const resolver = useMemo(() => contractResolver(createCarpoolBody, bodyOf(eventId)), [eventId]);
  const form = useForm<CarpoolFormValues, unknown, CarpoolBody>({
    resolver,
    defaultValues: valuesOf(carpool),
  });
  const {
    register,
    formState: { errors },
  } = form;
  const save = useSaveForm(form, useSaveCarpool(), {
    variables: (body) => ({ id: carpool?.id, body }),
    onDone,
  });

  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <FormField id="carpool-driver" label={t('carpoolForm.driver.label')} error={errors.driverId?.message}>
        {(field) => (
          <Select {...field} {...register('driverId')}>
            <option value="">{t('carpoolForm.driver.none')}</option>
            {members.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        id="carpool-pickup"
        label={t('carpoolForm.pickup.label')}
        error={errors.pickupLocation?.message}
      >
        {(field) => <Input {...field} {...register('pickupLocation')} />}
      </FormField>
      <FormField
        id="carpool-dropoff"
        label={t('carpoolForm.dropoff.label')}
        error={errors.dropoffLocation?.message}
      >
        {(field) => <Input {...field} {...register('dropoffLocation')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="carpool-vehicle"
          label={t('carpoolForm.vehicle.label')}
          error={errors.vehicleDetails?.message}
        >
          {(field) => (
            <Input
              {...field}
              placeholder={t('carpoolForm.vehicle.placeholder')}
              {...register('vehicleDetails')}
            />
          )}
        </FormField>
        <FormField
          id="carpool-seats"
          label={t('carpoolForm.seats.label')}
          error={errors.availableSeats?.message}
        >
          {(field) => (
            <Input {...field} type="number" min={1} inputMode="numeric" {...register('availableSeats')} />
          )}
        </FormField>
      </div>
      <FormField id="carpool-notes" label={t('carpoolForm.notes.label')} error={errors.notes?.message}>
        {(field) => <Textarea {...field} {...register('notes')} />}
      </FormField>
      <FormDialogFooter error={save.saveError} onCancel={onDone} pending={save.pending} />
    </form>
  );
}
