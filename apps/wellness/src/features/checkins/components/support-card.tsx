import { HeartHandshakeIcon, PhoneIcon } from 'lucide-react';
import { errorMessage } from '@familyhub/api-client';
import { Button, Card, CardContent, CardHeader, CardTitle, Skeleton } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from '../../shared/messages';
import { useSupportContact } from '../api/checkins-api';
import { checkinsMessages } from '../messages';

/**
 * Shown when the member's check-ins stay low (`lowDaysInARow` in contracts: overall feeling 3 or lower on each of
 * the last 3 days in a row): gentle words and the person the family chose to call. No medical claim.
 */
export function SupportCard() {
  const t = useMessages(checkinsMessages);
  const words = useMessages(sharedMessages);
  const query = useSupportContact();
  const contact = query.data?.supportContact ?? null;
  return (
    <Card role="region" aria-label={t('support.label')} className="border-primary/40 bg-primary/5">
      <CardHeader className="flex flex-row items-center gap-2">
        <HeartHandshakeIcon className="size-5 text-primary" aria-hidden />
        <CardTitle>{t('support.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <p>{t('support.body')}</p>
        {query.isPending ? (
          <div role="status" aria-label={t('support.loading')}>
            <Skeleton className="h-5 w-64" />
          </div>
        ) : query.isError ? (
          <p role="alert" className="flex flex-wrap items-center gap-2 text-destructive">
            {t('support.error', { message: errorMessage(query.error) })}
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {words('retry')}
            </Button>
          </p>
        ) : contact ? (
          <p className="flex flex-wrap items-center gap-2">
            <PhoneIcon className="size-4" aria-hidden />
            <span>
              {t('support.contact')} <strong>{contact.name}</strong>,{' '}
              <a className="text-primary underline" href={`tel:${contact.phone.replace(/[^0-9+]/g, '')}`}>
                {contact.phone}
              </a>
            </span>
          </p>
        ) : (
          <p className="text-muted-foreground">{t('support.none')}</p>
        )}
        <p className="text-muted-foreground">{t('support.emergency')}</p>
      </CardContent>
    </Card>
  );
}
