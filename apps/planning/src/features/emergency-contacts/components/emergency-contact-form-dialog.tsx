import { useForm } from 'react-hook-form';
import { FormDialog, FormDialogFooter, FormField, Input, Textarea } from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import {
  createEmergencyContactBody,
  type CreateEmergencyContactBody,
  type EmergencyContact,
} from '@familyhub/contracts';
import { useMessages } from '@familyhub/ui/i18n';
import { useSaveEmergencyContact } from '../api/emergency-contacts-api';
import { emergencyContactsMessages } from '../messages';

/** What the controls hold: strings, as the DOM gives them. */
export interface EmergencyContactFormValues {
  name: string;
  relationship: string;
  phoneNumber: string;
  alternatePhone: string;
  email: string;
  address: string;
  notes: string;
}

const optionalFields = ['relationship', 'alternatePhone', 'email', 'address', 'notes'] as const;

export function contactFormValues(contact?: Partial<EmergencyContact>): EmergencyContactFormValues {
  return {
    name: contact?.name ?? '',
    relationship: contact?.relationship ?? '',
    phoneNumber: contact?.phoneNumber ?? '',
    alternatePhone: contact?.alternatePhone ?? '',
    email: contact?.email ?? '',
    address: contact?.address ?? '',
    notes: contact?.notes ?? '',
  };
}

/** Empty optional controls mean "none". */
function bodyOf(values: EmergencyContactFormValues): CreateEmergencyContactBody {
  const body: CreateEmergencyContactBody = { name: values.name, phoneNumber: values.phoneNumber };
  for (const field of optionalFields) body[field] = values[field].trim() === '' ? null : values[field];
  return body;
}

// The server's contract checks the body built from the controls, so the form says the server's words.
const contactResolver = contractResolver(createEmergencyContactBody, bodyOf);

export interface EmergencyContactFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The contact being edited; absent when adding. */
  contact?: EmergencyContact;
  /** Prefilled fields for a new contact (e.g. "Children's hospital" from the services card). */
  preset?: Partial<EmergencyContact>;
}

export function EmergencyContactFormDialog({
  open,
  onOpenChange,
  contact,
  preset,
}: EmergencyContactFormDialogProps) {
  const t = useMessages(emergencyContactsMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={contact ? t('form.editTitle') : t('form.addTitle')}
      description={contact ? t('form.editDescription') : t('form.addDescription')}
    >
      <ContactForm
        key={contact?.id ?? 'new'}
        contact={contact}
        initial={contactFormValues(contact ?? preset)}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function ContactForm({
  contact,
  initial,
  onDone,
}: {
  contact?: EmergencyContact;
  initial: EmergencyContactFormValues;
  onDone: () => void;
}) {
  const t = useMessages(emergencyContactsMessages);
  const form = useForm<EmergencyContactFormValues, unknown, CreateEmergencyContactBody>({
    resolver: contactResolver,
    defaultValues: initial,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const save = useSaveForm(form, useSaveEmergencyContact(), {
    // The body as typed: the server fills in the contract's defaults (a shared contact) itself.
    variables: () => ({ id: contact?.id, body: bodyOf(form.getValues()) }),
    onDone,
  });

  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <FormField id="contact-name" label={t('form.name.label')} error={errors.name?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('name')} />}
      </FormField>
      <FormField
        id="contact-relationship"
        label={t('form.relationship.label')}
        error={errors.relationship?.message}
      >
        {(field) => (
          <Input {...field} placeholder={t('form.relationship.placeholder')} {...register('relationship')} />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="contact-phone" label={t('form.phone.label')} error={errors.phoneNumber?.message}>
          {(field) => <Input {...field} type="tel" autoComplete="off" {...register('phoneNumber')} />}
        </FormField>
        <FormField
          id="contact-alternate-phone"
          label={t('form.alternatePhone.label')}
          error={errors.alternatePhone?.message}
        >
          {(field) => <Input {...field} type="tel" autoComplete="off" {...register('alternatePhone')} />}
        </FormField>
      </div>
      <FormField id="contact-email" label={t('form.email.label')} error={errors.email?.message}>
        {(field) => <Input {...field} type="email" autoComplete="off" {...register('email')} />}
      </FormField>
      <FormField id="contact-address" label={t('form.address.label')} error={errors.address?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('address')} />}
      </FormField>
      <FormField id="contact-notes" label={t('form.notes.label')} error={errors.notes?.message}>
        {(field) => <Textarea {...field} {...register('notes')} />}
      </FormField>
      <FormDialogFooter error={save.saveError} onCancel={onDone} pending={save.pending} />
    </form>
  );
}
