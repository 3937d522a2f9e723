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

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function SessionRow({ session }: { session: ActiveSession }) {
  const revoke = useRevokeSession();
  const navigate = useNavigate();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border px-4 py-3">
      <div className="grid gap-0.5 text-sm">
        <p className="flex items-center gap-2 font-medium">
          {session.userAgent}
          {session.current ? <Badge variant="success">This device</Badge> : null}
        </p>
        <p className="text-xs text-muted-foreground">
          {session.ip ? `${session.ip} · ` : ''}signed in {when.format(new Date(session.createdAt))} · last
          active {when.format(new Date(session.lastSeenAt))}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={revoke.isPending}
        aria-label={`Revoke ${session.userAgent}${session.current ? ' (this device)' : ''}`}
        onClick={() =>
          revoke.mutate(session.id, {
            onSuccess: () => {
              toast({ title: 'Session revoked' });
              if (session.current) void navigate('/sign-in', { replace: true });
            },
            onError: (error) =>
              toast({
                title: 'Failed to revoke session',
                description: errorMessage(error),
                variant: 'destructive',
              }),
          })
        }
      >
        Revoke
      </Button>
    </li>
  );
}

export function ActiveSessions() {
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
        <p className="text-sm text-destructive">Failed to load your sessions: {sessions.error.message}</p>
      ) : (
        <ul className="grid gap-2" aria-label="Active sessions">
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
      <div>
        <Button variant="destructive" disabled={revokeAll.isPending} onClick={() => setConfirming(true)}>
          Sign Out of All Sessions
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out of all sessions?"
        description="Every device signed in to your account is signed out, this one included."
        confirmLabel="Sign out everywhere"
        destructive
        onConfirm={() =>
          revokeAll.mutate(undefined, {
            onSuccess: () => void navigate('/sign-in', { replace: true }),
            onError: (error) =>
              toast({
                title: 'Failed to sign out of all sessions',
                description: errorMessage(error),
                variant: 'destructive',
              }),
          })
        }
      />
    </div>
  );
}
