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
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { useNavLabels } from '../../layout/nav-labels/nav-labels';
import { CreateApiTokenDialog } from './create-api-token-dialog';
import { settingsMessages } from './messages';

const domainNames = new Map<string, string>(domainCatalogue.map((d) => [d.id, d.name]));

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  const t = useMessages(settingsMessages);
  const formats = useFormats();
  const labels = useNavLabels();
  const expired = Date.parse(token.expiresAt) <= Date.now();
  const domains = token.domains
    ? token.domains.map((id) => labels.domain(id, domainNames.get(id) ?? id)).join(', ')
    : t('tokens.allDomains');
  const expiry = formats.date(token.expiresAt, { dateStyle: 'medium' });
  const details = [
    domains,
    t(expired ? 'tokens.expired' : 'tokens.expires', { date: expiry }),
    token.lastUsedAt
      ? t('tokens.lastUsed', {
          when: formats.date(token.lastUsedAt, { dateStyle: 'medium', timeStyle: 'short' }),
        })
      : t('tokens.neverUsed'),
  ];
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border px-4 py-3">
      <div className="grid gap-0.5 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {token.name}
          <Badge variant="secondary">
            {token.scope === 'read' ? t('tokens.scope.read') : t('tokens.scope.readWrite')}
          </Badge>
          {expired ? <Badge variant="destructive">{t('tokens.expiredBadge')}</Badge> : null}
        </p>
        <p className="text-xs text-muted-foreground">
          <span className="font-mono">{token.prefix}…</span> · {details.join(' · ')}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        aria-label={t('tokens.revokeNamed', { name: token.name })}
        onClick={onRevoke}
      >
        {t('tokens.revoke')}
      </Button>
    </li>
  );
}

/** Settings › Security › API tokens: the member's personal tokens for integrations, each revocable. */
export function ApiTokensCard() {
  const t = useMessages(settingsMessages);
  const session = useSession();
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [creating, setCreating] = React.useState(false);
  const [revoking, setRevoking] = React.useState<ApiToken | null>(null);
  const mayCreate = session.data ? canOrganise(session.data.user.role) : false;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('tokens.title')}</CardTitle>
        <CardDescription>{t('tokens.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {tokens.isPending ? (
          <div className="grid gap-2" aria-label={t('tokens.loading')}>
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : tokens.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-destructive">
              {t('tokens.loadFailed', { reason: tokens.error.message })}
            </p>
            <Button variant="outline" size="sm" onClick={() => void tokens.refetch()}>
              {t('tokens.retry')}
            </Button>
          </div>
        ) : tokens.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('tokens.empty')}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t('tokens.list')}>
            {tokens.data.map((token) => (
              <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
            ))}
          </ul>
        )}
        {mayCreate ? (
          <div>
            <Button onClick={() => setCreating(true)}>{t('tokens.create')}</Button>
          </div>
        ) : session.data ? (
          <p className="text-sm text-muted-foreground">{t('tokens.createNotAllowed')}</p>
        ) : null}
      </CardContent>
      <CreateApiTokenDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title={
          revoking
            ? t('tokens.revokeConfirm.title', { name: revoking.name })
            : t('tokens.revokeConfirm.titleUnnamed')
        }
        description={t('tokens.revokeConfirm.body')}
        confirmLabel={t('tokens.revokeConfirm.action')}
        destructive
        onConfirm={() => {
          if (!revoking) return;
          const { id, name } = revoking;
          revoke.mutate(id, {
            onSuccess: () =>
              toast({ title: t('tokens.revoked'), description: t('tokens.revokedDetail', { name }) }),
            onError: (error) =>
              toast({
                title: t('tokens.revokeFailed'),
                description: errorMessage(error),
                variant: 'destructive',
              }),
          });
        }}
      />
    </Card>
  );
}
