import * as React from 'react';
import { useNavigate } from '@familyhub/ui/router';
import {
  useActiveSessions,
  useRevokeAllSessions,
  useRevokeSession,
  errorMessage,
} from '@familyhub/api-client';
import type { ActiveSession } from '@familyhub/contracts';
import { Badge, Button, ConfirmDialog, Skeleton, toast } from '@familyhub/ui';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { settingsMessages } from './messages';

const whenOptions: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

function SessionRow({ session }: { session: ActiveSession }) {
  const t = useMessages(settingsMessages);
  const formats = useFormats();
  const when = (at: string) => formats.date(at, whenOptions);
  const revoke = useRevokeSession();
  const navigate = useNavigate();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border px-4 py-3">
      <div className="grid gap-0.5 text-sm">
        <p className="flex items-center gap-2 font-medium">
          {session.userAgent}
          {session.current ? <Badge variant="success">{t('sessions.thisDevice')}</Badge> : null}
        </p>
        <p className="text-xs text-muted-foreground">
          {t(session.ip ? 'sessions.detailWithIp' : 'sessions.detail', {
            ip: session.ip ?? '',
            signedIn: when(session.createdAt),
            lastActive: when(session.lastSeenAt),
          })}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={revoke.isPending}
        aria-label={t(session.current ? 'sessions.revokeCurrent' : 'sessions.revokeNamed', {
          device: session.userAgent,
        })}
        onClick={() =>
          revoke.mutate(session.id, {
            onSuccess: () => {
              toast({ title: t('sessions.revoked') });
              if (session.current) void navigate('/sign-in', { replace: true });
            },
            onError: (error) =>
              toast({
                title: t('sessions.revokeFailed'),
                description: errorMessage(error),
                variant: 'destructive',
              }),
          })
        }
      >
        {t('sessions.revoke')}
      </Button>
    </li>
  );
}

export function ActiveSessions() {
  const t = useMessages(settingsMessages);
  const sessions = useActiveSessions();
  const revokeAll = useRevokeAllSessions();
  const navigate = useNavigate();
  const [confirming, setConfirming] = React.useState(false);

  return (
    <div className="grid gap-4">
      {sessions.isPending ? (
        <div className="grid gap-2">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : sessions.isError ? (
        <p className="text-sm text-destructive">
          {t('sessions.loadFailed', { reason: sessions.error.message })}
        </p>
      ) : (
        <ul className="grid gap-2" aria-label={t('sessions.list')}>
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
      <div>
        <Button variant="destructive" disabled={revokeAll.isPending} onClick={() => setConfirming(true)}>
          {t('sessions.signOutAll')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('sessions.confirm.title')}
        description={t('sessions.confirm.body')}
        confirmLabel={t('sessions.confirm.action')}
        destructive
        onConfirm={() =>
          revokeAll.mutate(undefined, {
            onSuccess: () => void navigate('/sign-in', { replace: true }),
            onError: (error) =>
              toast({
                title: t('sessions.signOutAllFailed'),
                description: errorMessage(error),
                variant: 'destructive',
              }),
          })
        }
      />
    </div>
  );
}
