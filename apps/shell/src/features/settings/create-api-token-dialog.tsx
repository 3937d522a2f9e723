import * as React from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useCreateApiToken } from '@familyhub/api-client';
import {
  API_TOKEN_MAX_DAYS,
  createApiTokenBody,
  domainCatalogue,
  type ApiTokenScope,
  type CreateApiTokenValues,
  type CreatedApiToken,
  type DomainId,
} from '@familyhub/contracts';
import {
  Checkbox,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FieldError,
  FormDialogFooter,
  FormField,
  Input,
  Label,
  Select,
} from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { ShownOnceSecret } from './shown-once-secret';

interface Draft {
  name: string;
  scope: ApiTokenScope;
  allDomains: boolean;
  domains: DomainId[];
  expiresInDays: string;
}

const EMPTY: Draft = { name: '', scope: 'read', allDomains: true, domains: [], expiresInDays: '90' };
const LIFETIMES = [
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: API_TOKEN_MAX_DAYS, label: '1 year' },
];

/** Create token: name, read-only or read-write, all or some domains, expiry; then the token, shown this once. */
export function CreateApiTokenDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [created, setCreated] = React.useState<CreatedApiToken | null>(null);
  const form = useForm<Draft, unknown, CreateApiTokenValues>({
    resolver: contractResolver(
      createApiTokenBody,
      ({ allDomains, domains, expiresInDays, ...rest }: Draft) => ({
        ...rest,
        domains: allDomains ? null : domains,
        expiresInDays: Number(expiresInDays),
      }),
    ),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const { reset } = form;
  const allDomains = form.watch('allDomains');
  // Saved: the dialog turns into the token, shown this once.
  const save = useSaveForm(form, useCreateApiToken(), { onDone: setCreated });
  const { clearError } = save;

  React.useEffect(() => {
    if (open) return;
    // Closing forgets the token: it is never shown again.
    setCreated(null);
    clearError();
    reset(EMPTY);
  }, [open, reset, clearError]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        {created ? (
          <ShownOnceSecret
            title="Copy your new token"
            description="You won’t see this token again. Copy it now and keep it somewhere safe, such as a password manager."
            copyText={created.token}
            copyLabel="Copy token"
            copiedToast="Token copied"
            copyFailedToast="Could not copy the token"
            onDone={() => onOpenChange(false)}
          >
            <code
              aria-label="New API token"
              className="break-all rounded-md bg-muted px-3 py-2 font-mono text-sm"
            >
              {created.token}
            </code>
            <p className="text-sm text-muted-foreground">
              Send it as <code className="font-mono">Authorization: Bearer …</code> to FamilyHub’s /api. It
              acts as you until {new Date(created.expiresAt).toLocaleDateString()}.
            </p>
          </ShownOnceSecret>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Create API token</DialogTitle>
              <DialogDescription>
                A token lets another app (Home Assistant, a script) use FamilyHub as you. It can never change
                your password, sessions, two-factor sign-in, billing or tokens, or delete anything of the
                account.
              </DialogDescription>
            </DialogHeader>
            <form onSubmit={(event) => void save.onSubmit(event)} noValidate className="grid gap-4">
              <FormField id="api-token-name" label="Name" error={errors.name?.message}>
                {(control) => (
                  <Input
                    {...control}
                    {...form.register('name')}
                    placeholder="Home Assistant"
                    maxLength={60}
                  />
                )}
              </FormField>
              <FormField id="api-token-scope" label="Access" error={errors.scope?.message}>
                {(control) => (
                  <Select {...control} {...form.register('scope')}>
                    <option value="read">Read-only</option>
                    <option value="read-write">Read and write</option>
                  </Select>
                )}
              </FormField>
              <fieldset className="grid gap-2">
                <legend className="mb-1 text-sm font-medium">Domains</legend>
                <div className="flex items-center gap-2">
                  <Controller
                    control={form.control}
                    name="allDomains"
                    render={({ field }) => (
                      <Checkbox
                        id="api-token-all-domains"
                        checked={field.value}
                        onCheckedChange={(checked) => field.onChange(checked === true)}
                      />
                    )}
                  />
                  <Label htmlFor="api-token-all-domains">All domains</Label>
                </div>
                {allDomains ? null : (
                  <Controller
                    control={form.control}
                    name="domains"
                    render={({ field }) => (
                      <div className="grid gap-2 pl-6 sm:grid-cols-2">
                        {domainCatalogue.map((domain) => (
                          <div key={domain.id} className="flex items-center gap-2">
                            <Checkbox
                              id={`api-token-domain-${domain.id}`}
                              checked={field.value.includes(domain.id)}
                              onCheckedChange={(checked) =>
                                field.onChange(
                                  checked === true
                                    ? [...field.value, domain.id]
                                    : field.value.filter((id) => id !== domain.id),
                                )
                              }
                            />
                            <Label htmlFor={`api-token-domain-${domain.id}`}>{domain.name}</Label>
                          </div>
                        ))}
                      </div>
                    )}
                  />
                )}
                <FieldError message={errors.domains?.message} />
              </fieldset>
              <FormField id="api-token-expiry" label="Expires after" error={errors.expiresInDays?.message}>
                {(control) => (
                  <Select {...control} {...form.register('expiresInDays')}>
                    {LIFETIMES.map(({ days, label }) => (
                      <option key={days} value={String(days)}>
                        {label}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              <FormDialogFooter
                error={save.saveError}
                onCancel={() => onOpenChange(false)}
                pending={save.pending}
                submitLabel={save.pending ? 'Creating…' : 'Create token'}
              />
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
