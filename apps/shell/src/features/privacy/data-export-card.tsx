import * as React from 'react';
import { errorMessage } from '@familyhub/api-client';
import type { DataExport, FamilyMember } from '@familyhub/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, toast } from '@familyhub/ui';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { useRequestDataExport } from './api/use-account';
import { privacyMessages } from './messages';

/** The same rule as the server's: the admin, or a parent the admin allowed to export. */
export function mayExportData(user: FamilyMember): boolean {
  return user.role === 'admin' || (user.role === 'parent' && user.canExportData);
}

/** Starts a same-origin download (the session cookie goes with it; the server answers an attachment). */
function startDownload(href: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

const linkClass = 'font-medium underline underline-offset-4';
// What toLocaleString() shows, in the member's language and clock.
const untilOptions: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
};

export function DataExportCard({ user }: { user: FamilyMember }) {
  const t = useMessages(privacyMessages);
  const formats = useFormats();
  const requestExport = useRequestDataExport();
  const [ready, setReady] = React.useState<DataExport | null>(null);
  const allowed = mayExportData(user);

  const request = async () => {
    try {
      const requested = await requestExport.mutateAsync();
      setReady(requested);
      startDownload(requested.downloads.json);
      toast({ title: t('export.ready'), description: t('export.readyDetail') });
    } catch (error) {
      const reason = errorMessage(error);
      toast({ title: t('export.failed'), description: reason, variant: 'destructive' });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('export.title')}</CardTitle>
        <CardDescription>{t('export.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {allowed ? (
          <div>
            <Button onClick={() => void request()} disabled={requestExport.isPending}>
              {requestExport.isPending ? t('export.preparing') : t('export.request')}
            </Button>
          </div>
        ) : (
          <p className="text-muted-foreground">{t('export.notAllowed')}</p>
        )}
        {ready ? (
          <div className="grid gap-1" role="status">
            <p>
              {t('export.readyUntil', { date: formats.date(ready.expiresAt, untilOptions) })}{' '}
              <a className={linkClass} href={ready.downloads.json} download>
                {t('export.downloadJson')}
              </a>{' '}
              ·{' '}
              <a className={linkClass} href={ready.downloads.ics} download>
                {t('export.downloadIcs')}
              </a>
            </p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
