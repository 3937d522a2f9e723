import { useState, type FormEvent } from 'react';
import { useFamilyMembers } from '@familyhub/api-client';
import { FormDialog, FormDialogFooter, FormField, Input, Select, Textarea } from '@familyhub/ui';
import { createEventGuestBody, guestStatuses, type EventGuest, type GuestStatus } from '@familyhub/contracts';
import { serverMessage } from '../../shared/server-message';
import { useSaveGuest } from '../api/guests-carpools-api';
import { issuesByField, orNull } from './form-issues';

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

function GuestForm({ eventId, guest, onDone }: { eventId: number; guest?: EventGuest; onDone: () => void }) {
  const members = useFamilyMembers().data ?? [];
  const save = useSaveGuest();
  const [memberId, setMemberId] = useState(guest?.familyMemberId ? String(guest.familyMemberId) : '');
  const [name, setName] = useState(guest?.name ?? '');
  const [email, setEmail] = useState(guest?.email ?? '');
  const [phone, setPhone] = useState(guest?.phone ?? '');
  const [status, setStatus] = useState<GuestStatus>(guest?.status ?? 'invited');
  const [foodAssignment, setFoodAssignment] = useState(guest?.foodAssignment ?? '');
  const [notes, setNotes] = useState(guest?.notes ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const chooseMember = (value: string) => {
    setMemberId(value);
    const member = members.find((m) => String(m.id) === value);
    if (member) setName(member.name);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      eventId,
      name,
      email: orNull(email),
      phone: orNull(phone),
      status,
      foodAssignment: orNull(foodAssignment),
      notes: orNull(notes),
      familyMemberId: memberId === '' ? null : Number(memberId),
      isFamily: memberId !== '',
    };
    const parsed = createEventGuestBody.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      return;
    }
    setErrors({});
    setSaveError(null);
    setPending(true);
    try {
      const { eventId: _eventId, ...changes } = body;
      await save.mutateAsync(guest ? { id: guest.id, body: changes } : { body });
      onDone();
    } catch (error) {
      setSaveError(serverMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      {members.length > 0 ? (
        <FormField id="guest-member" label="Family member (optional)">
          {(field) => (
            <Select {...field} value={memberId} onChange={(e) => chooseMember(e.target.value)}>
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
      <FormField id="guest-name" label="Name" error={errors.name}>
        {(field) => (
          <Input {...field} autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="guest-email" label="Email" error={errors.email}>
          {(field) => (
            <Input {...field} type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          )}
        </FormField>
        <FormField id="guest-phone" label="Phone" error={errors.phone}>
          {(field) => (
            <Input {...field} type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="guest-status" label="Status" error={errors.status}>
          {(field) => (
            <Select {...field} value={status} onChange={(e) => setStatus(e.target.value as GuestStatus)}>
              {guestStatuses.map((s) => (
                <option key={s} value={s}>
                  {statusLabels[s]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="guest-food" label="Bringing" error={errors.foodAssignment}>
          {(field) => (
            <Input
              {...field}
              placeholder="Salad, drinks…"
              value={foodAssignment}
              onChange={(e) => setFoodAssignment(e.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField id="guest-notes" label="Notes" error={errors.notes}>
        {(field) => <Textarea {...field} value={notes} onChange={(e) => setNotes(e.target.value)} />}
      </FormField>
      <FormDialogFooter error={saveError} onCancel={onDone} pending={pending} />
    </form>
  );
}
