import * as React from 'react';
import { errorMessage, useApiTokens, useRevokeApiToken, useSession } from '@familyhub/api-client';
import { canOrganise, domainCatalogue, type ApiToken } from '@familyhub/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  Skeleton,
  toast,
} from '@familyhub/ui';
import { CreateApiTokenDialog } from './create-api-token-dialog';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const domainNames = new Map<string, string>(domainCatalogue.map((d) => [d.id, d.name]));

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  const expired = Date.parse(token.expiresAt) <= Date.now();
  const domains = token.domains
    ? token.domains.map((id) => domainNames.get(id) ?? id).join(', ')
    : 'All domains';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border px-4 py-3">
      <div className="grid gap-0.5 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {token.name}
          <Badge variant="secondary">{token.scope === 'read' ? 'Read-only' : 'Read and write'}</Badge>
          {expired ? <Badge variant="destructive">Expired</Badge> : null}
        </p>
        <p className="text-xs text-muted-foreground">
          <span className="font-mono">{token.prefix}…</span> · {domains} · {expired ? 'expired' : 'expires'}{' '}
          {day.format(new Date(token.expiresAt))} ·{' '}
          {token.lastUsedAt ? `last used ${when.format(new Date(token.lastUsedAt))}` : 'Never used'}
        </p>
      </div>
      <Button variant="outline" size="sm" aria-label={`Revoke ${token.name}`} onClick={onRevoke}>
        Revoke
      </Button>
    </li>
  );
}

/** Settings › Security › API tokens: the member's personal tokens for integrations, each revocable. */
export function ApiTokensCard() {
  const session = useSession();
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [creating, setCreating] = React.useState(false);
  const [revoking, setRevoking] = React.useState<ApiToken | null>(null);
  const mayCreate = session.data ? canOrganise(session.data.user.role) : false;

  return (
    <Card>
      <CardHeader>
        <CardTitle>API tokens</CardTitle>
        <CardDescription>
          Let another app, such as Home Assistant or a script, read or change your family’s FamilyHub data as
          you.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {tokens.isPending ? (
          <div className="grid gap-2" aria-label="Loading API tokens">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : tokens.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-destructive">Failed to load your API tokens: {tokens.error.message}</p>
            <Button variant="outline" size="sm" onClick={() => void tokens.refetch()}>
              Retry
            </Button>
          </div>
        ) : tokens.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">You have no API tokens.</p>
        ) : (
          <ul className="grid gap-2" aria-label="API tokens">
            {tokens.data.map((token) => (
              <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
            ))}
          </ul>
        )}
        {mayCreate ? (
          <div>
            <Button onClick={() => setCreating(true)}>Create token</Button>
          </div>
        ) : session.data ? (
          <p className="text-sm text-muted-foreground">
            Only a family admin or parent can create API tokens. Ask one of them if an app needs access.
          </p>
        ) : null}
      </CardContent>
      <CreateApiTokenDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title={`Revoke ${revoking?.name ?? 'this token'}?`}
        description="Any app using this token loses access at once. This cannot be undone."
        confirmLabel="Revoke token"
        destructive
        onConfirm={() => {
          if (!revoking) return;
          const { id, name } = revoking;
          revoke.mutate(id, {
            onSuccess: () => toast({ title: 'API token revoked', description: `${name} no longer works.` }),
            onError: (error) =>
              toast({
                title: 'Failed to revoke the API token',
                description: errorMessage(error),
                variant: 'destructive',
              }),
          });
        }}
      />
    </Card>
  );
}
