import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useMembers } from '@familyhub/api-client';
import { FormDialog, FormDialogFooter, FormField, Input, Select, Textarea } from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { createEventGuestBody, guestStatuses, type EventGuest, type GuestStatus } from '@familyhub/contracts';
import { useSaveGuest } from '../api/guests-carpools-api';
import { orNull } from './form-issues';

export const statusLabels: Record<GuestStatus, string> = {
  invited: 'Invited',
  confirmed: 'Confirmed',
  declined: 'Declined',
  maybe: 'Maybe',
};

export interface GuestFormDialogProps {
  eventId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The guest being edited; absent when adding. */
  guest?: EventGuest;
}

export function GuestFormDialog({ eventId, open, onOpenChange, guest }: GuestFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={guest ? 'Edit Guest' : 'Add Guest'}
      description={guest ? 'Change this guest’s details or reply.' : 'Invite someone to this event.'}
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
        <FormField id="guest-member" label="Family member (optional)">
          {(field) => (
            <Select {...field} {...memberField}>
              <option value="">Not a family member</option>
              {members.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      ) : null}
      <FormField id="guest-name" label="Name" error={errors.name?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('name')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="guest-email" label="Email" error={errors.email?.message}>
          {(field) => <Input {...field} type="email" {...register('email')} />}
        </FormField>
        <FormField id="guest-phone" label="Phone" error={errors.phone?.message}>
          {(field) => <Input {...field} type="tel" {...register('phone')} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="guest-status" label="Status" error={errors.status?.message}>
          {(field) => (
            <Select {...field} {...register('status')}>
              {guestStatuses.map((s) => (
                <option key={s} value={s}>
                  {statusLabels[s]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="guest-food" label="Bringing" error={errors.foodAssignment?.message}>
          {(field) => <Input {...field} placeholder="Salad, drinks…" {...register('foodAssignment')} />}
        </FormField>
      </div>
      <FormField id="guest-notes" label="Notes" error={errors.notes?.message}>
        {(field) => <Textarea {...field} {...register('notes')} />}
      </FormField>
      <FormDialogFooter error={save.saveError} onCancel={onDone} pending={save.pending} />
    </form>
  );
}
