import * as React from 'react';
import { remoteEntryUrl, type DomainSwitches, type RemoteEntrySource } from '@familyhub/contracts';
import { Badge, Button, Input, Label } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { useNavLabels } from '../../../layout/nav-labels/nav-labels';
import { useSaveDomainChanges } from '../api/use-admin-domains';
import { platformAdminMessages } from '../messages';

const sourceKeys = {
  operator: 'remotes.source.operator',
  config: 'remotes.source.config',
  default: 'remotes.source.default',
} as const satisfies Record<RemoteEntrySource, string>;

function RemoteEntryForm({ domain }: { domain: DomainSwitches }) {
  const t = useMessages(platformAdminMessages);
  const name = useNavLabels().domain(domain.id, domain.name);
  const { save, isPending } = useSaveDomainChanges();
  const [value, setValue] = React.useState(domain.remoteEntry);
  const [error, setError] = React.useState<string | null>(null);
  const inputId = `remote-entry-${domain.id}`;
  const errorId = `${inputId}-error`;
  React.useEffect(() => setValue(domain.remoteEntry), [domain.remoteEntry]);

  return (
    <form
      className="grid gap-2 border-t border-border px-4 py-3 first:border-t-0"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = remoteEntryUrl.safeParse(value);
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? t('remotes.invalid'));
          return;
        }
        setError(null);
        save(
          domain,
          { remoteEntry: parsed.data },
          t('toast.remoteSaved', { domain: name, url: parsed.data }),
        );
      }}
    >
      <div className="flex items-center gap-2">
        <Label htmlFor={inputId}>{t('remotes.label', { domain: name })}</Label>
        <Badge variant="secondary">{t(sourceKeys[domain.remoteEntrySource])}</Badge>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          spellCheck={false}
          className="font-mono text-xs"
        />
        <div className="flex gap-2">
          <Button type="submit" size="sm" disabled={isPending}>
            {t('remotes.save', { domain: name })}
          </Button>
          {domain.remoteEntrySource === 'operator' ? (
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={isPending}
              onClick={() => save(domain, { remoteEntry: null }, t('toast.remoteReset', { domain: name }))}
            >
              {t('remotes.reset', { domain: name })}
            </Button>
          ) : null}
        </div>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/**
 * Where each domain's remote is loaded from: a domain team publishes a build into a version folder of its own
 * origin, and the operator points the registry at its mf-manifest.json (docs/architecture.md "A domain ships alone").
 */
export function RemoteEntries({ domains }: { domains: DomainSwitches[] }) {
  const t = useMessages(platformAdminMessages);
  return (
    <section aria-labelledby="remote-entries-heading" className="mt-8 grid gap-3">
      <div>
        <h2 id="remote-entries-heading" className="text-lg font-semibold">
          {t('remotes.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('remotes.description')}</p>
      </div>
      <div className="rounded-lg border border-border">
        {domains.map((domain) => (
          <RemoteEntryForm key={domain.id} domain={domain} />
        ))}
      </div>
    </section>
  );
}
