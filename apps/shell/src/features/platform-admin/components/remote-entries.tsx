import * as React from 'react';
import { remoteEntryUrl, type DomainSwitches, type RemoteEntrySource } from '@familyhub/contracts';
import { Badge, Button, Input, Label } from '@familyhub/ui';
import { useSaveDomainChanges } from '../api/use-admin-domains';

const sourceLabels: Record<RemoteEntrySource, string> = {
  operator: 'Set here',
  config: 'Configured',
  default: 'Default',
};

function RemoteEntryForm({ domain }: { domain: DomainSwitches }) {
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
          setError(parsed.error.issues[0]?.message ?? 'Not a remote entry');
          return;
        }
        setError(null);
        save(
          domain,
          { remoteEntry: parsed.data },
          `${domain.name} now loads from ${parsed.data}. Families get it at their next page load.`,
        );
      }}
    >
      <div className="flex items-center gap-2">
        <Label htmlFor={inputId}>{domain.name} remote entry</Label>
        <Badge variant="secondary">{sourceLabels[domain.remoteEntrySource]}</Badge>
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
            Save {domain.name} remote
          </Button>
          {domain.remoteEntrySource === 'operator' ? (
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={isPending}
              onClick={() =>
                save(domain, { remoteEntry: null }, `${domain.name} loads from its configured remote again.`)
              }
            >
              Reset {domain.name} remote
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
  return (
    <section aria-labelledby="remote-entries-heading" className="mt-8 grid gap-3">
      <div>
        <h2 id="remote-entries-heading" className="text-lg font-semibold">
          Remote entries
        </h2>
        <p className="text-sm text-muted-foreground">
          The mf-manifest.json each domain&apos;s screens are loaded from: this origin&apos;s /remotes/…, or a
          version folder on an HTTPS origin of its own. Open pages switch at their next load; a build for
          another version of FamilyHub is refused there with a contained message.
        </p>
      </div>
      <div className="rounded-lg border border-border">
        {domains.map((domain) => (
          <RemoteEntryForm key={domain.id} domain={domain} />
        ))}
      </div>
    </section>
  );
}
