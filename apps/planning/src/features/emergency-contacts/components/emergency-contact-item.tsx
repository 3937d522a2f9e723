import { MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import { Badge, ItemActions } from '@familyhub/ui';
import { telHref, type EmergencyContact } from '@familyhub/contracts';
import { useMessages } from '@familyhub/ui/i18n';
import { emergencyContactsMessages } from '../messages';

export interface EmergencyContactItemProps {
  contact: EmergencyContact;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** A saved contact with tap-to-call links for each number. */
export function EmergencyContactItem({ contact, onEdit, onDelete }: EmergencyContactItemProps) {
  const t = useMessages(emergencyContactsMessages);
  return (
    <li
      aria-label={contact.name}
      className="flex items-start gap-3 rounded-md border border-border bg-card p-3"
    >
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{contact.name}</span>
          {contact.relationship ? <Badge variant="secondary">{contact.relationship}</Badge> : null}
        </div>
        <a
          href={telHref(contact.phoneNumber)}
          className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
          aria-label={t('item.call', { name: contact.name, phone: contact.phoneNumber })}
        >
          <PhoneIcon aria-hidden className="size-4" />
          {contact.phoneNumber}
        </a>
        {contact.alternatePhone ? (
          <a
            href={telHref(contact.alternatePhone)}
            className="inline-flex w-fit items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline"
            aria-label={t('item.callAlternate', { name: contact.name, phone: contact.alternatePhone })}
          >
            <PhoneIcon aria-hidden className="size-4" />
            {contact.alternatePhone} <span className="text-muted-foreground">{t('item.alternate')}</span>
          </a>
        ) : null}
        {contact.email ? (
          <a
            href={`mailto:${contact.email}`}
            className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground break-all hover:underline"
          >
            <MailIcon aria-hidden className="size-4 shrink-0" />
            {contact.email}
          </a>
        ) : null}
        {contact.address ? (
          <p className="inline-flex items-start gap-1.5 text-sm text-muted-foreground">
            <MapPinIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span className="break-words">{contact.address}</span>
          </p>
        ) : null}
        {contact.notes ? <p className="text-sm break-words text-muted-foreground">{contact.notes}</p> : null}
      </div>
      <ItemActions
        itemLabel={contact.name}
        onEdit={onEdit}
        onDelete={onDelete}
        confirmTitle={t('confirm.delete.title')}
        confirmDescription={t('confirm.delete.body', { name: contact.name })}
      />
    </li>
  );
}
