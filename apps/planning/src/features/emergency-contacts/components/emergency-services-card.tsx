import { PhoneIcon } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@familyhub/ui';
import { telHref, type EmergencyContact } from '@familyhub/contracts';

/** The numbers every family has (spec 000 §2), and the local ones the family saves for itself. */
const nationalNumbers = [
  { name: 'Emergency', phone: '911' },
  { name: 'Poison Control', phone: '1-800-222-1222' },
];
export const localServices = [
  { name: "Children's Hospital", relationship: 'Hospital' },
  { name: 'Nurse Hotline', relationship: 'Nurse hotline' },
];

export interface EmergencyServicesCardProps {
  /** Saved contacts: a local service saved under its name shows its number here. */
  contacts: readonly EmergencyContact[];
  /** Organisers only: opens the add dialog prefilled with the service's name. */
  onAddLocal?: (service: (typeof localServices)[number]) => void;
}

function CallLink({ name, phone }: { name: string; phone: string }) {
  return (
    <a
      href={telHref(phone)}
      aria-label={`Call ${name} at ${phone}`}
      className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
    >
      <PhoneIcon aria-hidden className="size-4" />
      {phone}
    </a>
  );
}

export function EmergencyServicesCard({ contacts, onAddLocal }: EmergencyServicesCardProps) {
  const saved = (name: string) => contacts.find((c) => c.name.trim().toLowerCase() === name.toLowerCase());
  return (
    <Card role="region" aria-label="Emergency Services">
      <CardHeader>
        <CardTitle>Emergency Services</CardTitle>
        <CardDescription>In a life-threatening emergency, call 911 first.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          {nationalNumbers.map((service) => (
            <div key={service.name} className="flex flex-wrap items-center justify-between gap-2">
              <dt className="font-medium">{service.name}</dt>
              <dd>
                <CallLink name={service.name} phone={service.phone} />
              </dd>
            </div>
          ))}
          {localServices.map((service) => {
            const contact = saved(service.name);
            return (
              <div key={service.name} className="flex flex-wrap items-center justify-between gap-2">
                <dt className="font-medium">{service.name}</dt>
                <dd>
                  {contact ? (
                    <CallLink name={service.name} phone={contact.phoneNumber} />
                  ) : onAddLocal ? (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => onAddLocal(service)}
                      aria-label={`Add your local number for ${service.name}`}
                    >
                      Add your local number
                    </Button>
                  ) : (
                    <span className="text-muted-foreground">Ask a parent to add the local number</span>
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
