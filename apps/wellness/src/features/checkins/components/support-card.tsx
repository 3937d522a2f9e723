import { HeartHandshakeIcon, PhoneIcon } from 'lucide-react';
import { errorMessage } from '@familyhub/api-client';
import { Button, Card, CardContent, CardHeader, CardTitle, Skeleton } from '@familyhub/ui';
import { useSupportContact } from '../api/checkins-api';

/**
 * Shown when the member's check-ins stay low (`lowDaysInARow` in contracts: overall feeling 3 or lower on each of
 * the last 3 days in a row): gentle words and the person the family chose to call. No medical claim.
 */
export function SupportCard() {
  const query = useSupportContact();
  const contact = query.data?.supportContact ?? null;
  return (
    <Card role="region" aria-label="A gentle word" className="border-primary/40 bg-primary/5">
      <CardHeader className="flex flex-row items-center gap-2">
        <HeartHandshakeIcon className="size-5 text-primary" aria-hidden />
        <CardTitle>It looks like the last few days have been hard</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <p>
          That is okay, and you do not have to carry it alone. Talking to someone you trust can help — a
          friend, someone in the family, or the person below.
        </p>
        {query.isPending ? (
          <div role="status" aria-label="Loading the support contact">
            <Skeleton className="h-5 w-64" />
          </div>
        ) : query.isError ? (
          <p role="alert" className="flex flex-wrap items-center gap-2 text-destructive">
            Could not load your family&apos;s support contact: {errorMessage(query.error)}
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </p>
        ) : contact ? (
          <p className="flex flex-wrap items-center gap-2">
            <PhoneIcon className="size-4" aria-hidden />
            <span>
              Your family&apos;s support contact: <strong>{contact.name}</strong>,{' '}
              <a className="text-primary underline" href={`tel:${contact.phone.replace(/[^0-9+]/g, '')}`}>
                {contact.phone}
              </a>
            </span>
          </p>
        ) : (
          <p className="text-muted-foreground">
            Your family has not chosen a support contact yet; the family admin can add one in Settings ›
            Family.
          </p>
        )}
        <p className="text-muted-foreground">
          If you are in danger right now, call your local emergency number.
        </p>
      </CardContent>
    </Card>
  );
}
