import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useMembers } from '@familyhub/api-client';
import { FormDialog, FormDialogFooter, FormField, Input, Select, Textarea } from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { createEventGuestBody, guestStatuses, type EventGuest, type GuestStatus } from '@familyhub/contracts';
import { useSaveGuest } from '../api/guests-carpools-api';
import { useMessages } from '@familyhub/ui/i18n';
import { guestsCarpoolsMessages } from '../messages';
import { orNull } from './form-issues';
import { statusKey } from './guest-status';

export interface GuestFormDialogProps {
  eventId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The guest being edited; absent when adding. */
  guest?: EventGuest;
}

export function GuestFormDialog({ eventId, open, onOpenChange, guest }: GuestFormDialogProps) {
  const t = useMessages(guestsCarpoolsMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={guest ? t('guestForm.editTitle') : t('guestForm.addTitle')}
      description={guest ? t('guestForm.editDescription') : t('guestForm.addDescription')}
    >
      <GuestForm
        key={guest?.id ?? 'new'}
        eventId={eventId}
        guest={guest}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

/** What the form's controls hold: strings, as the DOM gives them. */
interface GuestFormValues {
  memberId: string;
  name: string;
  email: string;
  phone: string;
  status: GuestStatus;
  foodAssignment: string;
  notes: string;
}

const valuesOf = (guest: EventGuest | undefined): GuestFormValues => ({
  memberId: guest?.familyMemberId ? String(guest.familyMemberId) : '',
  name: guest?.name ?? '',
  email: guest?.email ?? '',
  phone: guest?.phone ?? '',
  status: guest?.status ?? 'invited',
  foodAssignment: guest?.foodAssignment ?? '',
  notes: guest?.notes ?? '',
});

/** The body the server will see for an event (empty controls mean "none"); the contract checks it. */
const bodyOf = (eventId: number) => (values: GuestFormValues) => ({
  eventId,
  name: values.name,
  email: orNull(values.email),
  phone: orNull(values.phone),
  status: values.status,
  foodAssignment: orNull(values.foodAssignment),
  notes: orNull(values.notes),
  familyMemberId: values.memberId === '' ? null : Number(values.memberId),
  isFamily: values.memberId !== '',
});

type GuestBody = z.output<typeof createEventGuestBody>;

function GuestForm({ eventId, guest, onDone }: { eventId: number; guest?: EventGuest; onDone: () => void }) {
  const t = useMessages(guestsCarpoolsMessages);
  const members = useMembers().all;
  const resolver = useMemo(() => contractResolver(createEventGuestBody, bodyOf(eventId)), [eventId]);
  const form = useForm<GuestFormValues, unknown, GuestBody>({ resolver, defaultValues: valuesOf(guest) });
  const {
    register,
    setValue,
    formState: { errors },
  } = form;

  // Choosing a family member fills in their name (still editable).
  const memberField = register('memberId', {
    onChange: (event: { target: { value: string } }) => {
      const member = members.find((m) => String(m.id) === event.target.value);
      if (member) setValue('name', member.name);
    },
  });

  const save = useSaveForm(form, useSaveGuest(), {
    variables: (body) => {
      const { eventId: _eventId, ...changes } = body;
      return guest ? { id: guest.id, body: changes } : { body };
    },
    onDone,
  });

  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      {members.length > 0 ? (
        <FormField id="guest-member" label={t('guestForm.member.label')}>
          {(field) => (
            <Select {...field} {...memberField}>
              <option value="">{t('guestForm.member.none')}</option>
              {members.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      ) : null}
      <FormField id="guest-name" label={t('guestForm.name.label')} error={errors.name?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('name')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="guest-email" label={t('guestForm.email.label')} error={errors.email?.message}>
          {(field) => <Input {...field} type="email" {...register('email')} />}
        </FormField>
        <FormField id="guest-phone" label={t('guestForm.phone.label')} error={errors.phone?.message}>
          {(field) => <Input {...field} type="tel" {...register('phone')} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="guest-status" label={t('guestForm.status.label')} error={errors.status?.message}>
          {(field) => (
            <Select {...field} {...register('status')}>
              {guestStatuses.map((s) => (
                <option key={s} value={s}>
                  {t(statusKey(s))}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="guest-food" label={t('guestForm.food.label')} error={errors.foodAssignment?.message}>
          {(field) => (
            <Input {...field} placeholder={t('guestForm.food.placeholder')} {...register('foodAssignment')} />
          )}
        </FormField>
      </div>
      <FormField id="guest-notes" label={t('guestForm.notes.label')} error={errors.notes?.message}>
        {(field) => <Textarea {...field} {...register('notes')} />}
      </FormField>
      <FormDialogFooter error={save.saveError} onCancel={onDone} pending={save.pending} />
    </form>
  );
}
