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
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { useNavLabels } from '../../layout/nav-labels/nav-labels';
import { settingsMessages } from './messages';
import { ShownOnceSecret } from './shown-once-secret';

interface Draft {
  name: string;
  scope: ApiTokenScope;
  allDomains: boolean;
  domains: DomainId[];
  expiresInDays: string;
}

const EMPTY: Draft = { name: '', scope: 'read', allDomains: true, domains: [], expiresInDays: '90' };
const LIFETIMES = [7, 30, 90, API_TOKEN_MAX_DAYS];
// Where the header's name sits in the usage sentence, so it can be drawn as code inside the translated sentence.
const HEADER_SLOT = '\u0000';

/** Create token: name, read-only or read-write, all or some domains, expiry; then the token, shown this once. */
export function CreateApiTokenDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useMessages(settingsMessages);
  const formats = useFormats();
  const labels = useNavLabels();
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
            title={t('createToken.copy.title')}
            description={t('createToken.copy.description')}
            copyText={created.token}
            copyLabel={t('createToken.copy.button')}
            copiedToast={t('createToken.copy.copied')}
            copyFailedToast={t('createToken.copy.failed')}
            onDone={() => onOpenChange(false)}
          >
            <code
              aria-label={t('createToken.token')}
              className="break-all rounded-md bg-muted px-3 py-2 font-mono text-sm"
            >
              {created.token}
            </code>
            <p className="text-sm text-muted-foreground">
              {t('createToken.usage', {
                header: HEADER_SLOT,
                date: formats.date(created.expiresAt, { year: 'numeric', month: 'numeric', day: 'numeric' }),
              })
                .split(HEADER_SLOT)
                .map((part, index) => (
                  <React.Fragment key={index}>
                    {index > 0 ? <code className="font-mono">Authorization: Bearer …</code> : null}
                    {part}
                  </React.Fragment>
                ))}
            </p>
          </ShownOnceSecret>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t('createToken.title')}</DialogTitle>
              <DialogDescription>{t('createToken.description')}</DialogDescription>
            </DialogHeader>
            <form onSubmit={(event) => void save.onSubmit(event)} noValidate className="grid gap-4">
              <FormField id="api-token-name" label={t('createToken.name')} error={errors.name?.message}>
                {(control) => (
                  <Input
                    {...control}
                    {...form.register('name')}
                    placeholder={t('createToken.namePlaceholder')}
                    maxLength={60}
                  />
                )}
              </FormField>
              <FormField id="api-token-scope" label={t('createToken.access')} error={errors.scope?.message}>
                {(control) => (
                  <Select {...control} {...form.register('scope')}>
                    <option value="read">{t('tokens.scope.read')}</option>
                    <option value="read-write">{t('tokens.scope.readWrite')}</option>
                  </Select>
                )}
              </FormField>
              <fieldset className="grid gap-2">
                <legend className="mb-1 text-sm font-medium">{t('createToken.domains')}</legend>
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
                  <Label htmlFor="api-token-all-domains">{t('createToken.allDomains')}</Label>
                </div>
                {allDomains ? null : (
                  <Controller
                    control={form.control}
                    name="domains"
                    render={({ field }) => (
                      <div className="grid gap-2 ps-6 sm:grid-cols-2">
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
                            <Label htmlFor={`api-token-domain-${domain.id}`}>
                              {labels.domain(domain.id, domain.name)}
                            </Label>
                          </div>
                        ))}
                      </div>
                    )}
                  />
                )}
                <FieldError message={errors.domains?.message} />
              </fieldset>
              <FormField
                id="api-token-expiry"
                label={t('createToken.expiry')}
                error={errors.expiresInDays?.message}
              >
                {(control) => (
                  <Select {...control} {...form.register('expiresInDays')}>
                    {LIFETIMES.map((days) => (
                      <option key={days} value={String(days)}>
                        {days === API_TOKEN_MAX_DAYS
                          ? t('createToken.year')
                          : t('createToken.days', { count: days })}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              <FormDialogFooter
                error={save.saveError}
                onCancel={() => onOpenChange(false)}
                pending={save.pending}
                submitLabel={save.pending ? t('createToken.submitting') : t('createToken.submit')}
              />
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
