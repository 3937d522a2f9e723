import { PhoneIcon } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@familyhub/ui';
import { telHref, type EmergencyContact } from '@familyhub/contracts';
import { useMessages } from '@familyhub/ui/i18n';
import { emergencyContactsMessages } from '../messages';

/** The numbers every family has (spec 000 §2), and the local ones the family saves for itself. */
const nationalNumbers = [
  { key: 'services.emergency', phone: '911' },
  { key: 'services.poisonControl', phone: '1-800-222-1222' },
] as const;
const localServiceKeys = ['services.childrensHospital', 'services.nurseHotline'] as const;
// The names contacts saved from an English screen carry: they still count as that service in any language.
const savedEnglishName = {
  'services.childrensHospital': "Children's Hospital",
  'services.nurseHotline': 'Nurse Hotline',
} as const;

/** A local service as the add dialog is prefilled with it, in the member's language. */
export interface LocalService {
  name: string;
  relationship: string;
}

export interface EmergencyServicesCardProps {
  /** Saved contacts: a local service saved under its name shows its number here. */
  contacts: readonly EmergencyContact[];
  /** Organisers only: opens the add dialog prefilled with the service's name. */
  onAddLocal?: (service: LocalService) => void;
}

function CallLink({ name, phone }: { name: string; phone: string }) {
  const t = useMessages(emergencyContactsMessages);
  return (
    <a
      href={telHref(phone)}
      aria-label={t('item.call', { name, phone })}
      className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
    >
      <PhoneIcon aria-hidden className="size-4" />
      {phone}
    </a>
  );
}

export function EmergencyServicesCard({ contacts, onAddLocal }: EmergencyServicesCardProps) {
  const t = useMessages(emergencyContactsMessages);
  // A service saved under its English name or its name in the member's language shows its number.
  const saved = (...names: string[]) =>
    contacts.find((c) => names.some((name) => c.name.trim().toLowerCase() === name.toLowerCase()));
  const localServices = localServiceKeys.map((key) => ({
    key,
    name: t(key),
    relationship: t(`${key}.relationship`),
  }));
  return (
    <Card role="region" aria-label={t('services.title')}>
      <CardHeader>
        <CardTitle>{t('services.title')}</CardTitle>
        <CardDescription>{t('services.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          {nationalNumbers.map((service) => (
            <div key={service.key} className="flex flex-wrap items-center justify-between gap-2">
              <dt className="font-medium">{t(service.key)}</dt>
              <dd>
                <CallLink name={t(service.key)} phone={service.phone} />
              </dd>
            </div>
          ))}
          {localServices.map((service) => {
            const contact = saved(service.name, savedEnglishName[service.key]);
            return (
              <div key={service.key} className="flex flex-wrap items-center justify-between gap-2">
                <dt className="font-medium">{service.name}</dt>
                <dd>
                  {contact ? (
                    <CallLink name={service.name} phone={contact.phoneNumber} />
                  ) : onAddLocal ? (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => onAddLocal({ name: service.name, relationship: service.relationship })}
                      aria-label={t('services.addLocalLabel', { name: service.name })}
                    >
                      {t('services.addLocal')}
                    </Button>
                  ) : (
                    <span className="text-muted-foreground">{t('services.askParent')}</span>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      </CardContent>
    </Card>
  );
}
