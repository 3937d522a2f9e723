import * as React from 'react';
import { errorMessage } from '@familyhub/api-client';
import type { DataExport, FamilyMember } from '@familyhub/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, toast } from '@familyhub/ui';
import { useRequestDataExport } from './api/use-account';

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

export function DataExportCard({ user }: { user: FamilyMember }) {
  const requestExport = useRequestDataExport();
  const [ready, setReady] = React.useState<DataExport | null>(null);
  const allowed = mayExportData(user);

  const request = async () => {
    try {
      const requested = await requestExport.mutateAsync();
      setReady(requested);
      startDownload(requested.downloads.json);
      toast({ title: 'Data Export Ready', description: 'Your family’s data is downloading.' });
    } catch (error) {
      const reason = errorMessage(error);
      toast({ title: 'Export Failed', description: reason, variant: 'destructive' });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Data export</CardTitle>
        <CardDescription>
          A JSON file of everything your family keeps in FamilyHub (members, tasks, events, lists, messages
          and every other area), and a calendar file (.ics) of your events.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {allowed ? (
          <div>
            <Button onClick={() => void request()} disabled={requestExport.isPending}>
              {requestExport.isPending ? 'Preparing…' : 'Request Data Export'}
            </Button>
          </div>
        ) : (
          <p className="text-muted-foreground">
            Only the family admin, or a parent the admin allows to export data, can export the family’s data.
          </p>
        )}
        {ready ? (
          <div className="grid gap-1" role="status">
            <p>
              Your export is ready until {new Date(ready.expiresAt).toLocaleString()}. If the download did not
              start:{' '}
              <a className={linkClass} href={ready.downloads.json} download>
                Download JSON
              </a>{' '}
              ·{' '}
              <a className={linkClass} href={ready.downloads.ics} download>
                Download calendar (.ics)
              </a>
            </p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
