import { bodyResolver } from '@familyhub/ui/forms';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { useEnableTwoFactor, useSetupTwoFactor, errorMessage } from '@familyhub/api-client';
import { enableTwoFactorBody, type EnableTwoFactorBody } from '@familyhub/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Spinner,
  toast,
} from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { settingsMessages } from './messages';
import { ShownOnceSecret } from './shown-once-secret';

/** "JBSWY3DPEHPK3PXP…" in groups of four, easier to type into an app by hand. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * Turning two-factor on: a new secret as a QR code (and as text), a first code to prove the app has it,
 * then the backup codes, shown this once.
 */
export function EnrolTwoFactorDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useMessages(settingsMessages);
  const setup = useSetupTwoFactor();
  const enable = useEnableTwoFactor();
  const form = useForm<EnableTwoFactorBody>({
    resolver: bodyResolver(enableTwoFactorBody),
    defaultValues: { code: '' },
  });
  const { errors } = form.formState;
  const { mutate: startSetup, reset: resetSetup } = setup;
  const { reset: resetEnable } = enable;
  const { reset: resetForm } = form;

  React.useEffect(() => {
    if (open) {
      startSetup();
    } else {
      resetSetup();
      resetEnable();
      resetForm({ code: '' });
    }
  }, [open, startSetup, resetSetup, resetEnable, resetForm]);

  const verify = form.handleSubmit(async ({ code }) => {
    try {
      await enable.mutateAsync(code);
      toast({
        title: t('enrol.enabled'),
        description: t('enrol.enabledDetail'),
      });
    } catch (caught) {
      form.setError('code', { message: errorMessage(caught) });
    }
  });

  const backupCodes = enable.data?.backupCodes;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        {backupCodes ? (
          <ShownOnceSecret
            title={t('enrol.backup.title')}
            description={t('enrol.backup.description')}
            copyText={backupCodes.join('\n')}
            copyLabel={t('enrol.backup.copy')}
            copiedToast={t('enrol.backup.copied')}
            copyFailedToast={t('enrol.backup.copyFailed')}
            onDone={() => onOpenChange(false)}
          >
            <ul
              aria-label={t('enrol.backup.list')}
              className="grid grid-cols-2 gap-2 rounded-md bg-muted p-4 font-mono text-sm"
            >
              {backupCodes.map((backupCode) => (
                <li key={backupCode}>{backupCode}</li>
              ))}
            </ul>
          </ShownOnceSecret>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t('enrol.title')}</DialogTitle>
              <DialogDescription>{t('enrol.description')}</DialogDescription>
            </DialogHeader>
            {setup.isPending || setup.isIdle ? (
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner /> {t('enrol.preparing')}
              </p>
            ) : setup.isError ? (
              <div className="grid gap-2">
                <p role="alert" className="text-sm text-destructive">
                  {t('enrol.setupFailed', { reason: errorMessage(setup.error) })}
                </p>
                <div>
                  <Button type="button" variant="outline" onClick={() => startSetup()}>
                    {t('enrol.tryAgain')}
                  </Button>
                </div>
              </div>
            ) : (
              <form onSubmit={(event) => void verify(event)} noValidate className="grid gap-4">
                <img
                  src={setup.data.qrCode}
                  alt={t('enrol.qrCode')}
                  className="mx-auto size-48 rounded-md border border-border bg-white p-2"
                />
                <div className="grid gap-1 text-sm">
                  <p className="text-muted-foreground">{t('enrol.cantScan')}</p>
                  <code
                    aria-label={t('enrol.secretKey')}
                    className="break-all rounded-md bg-muted px-3 py-2 font-mono text-sm"
                  >
                    {grouped(setup.data.secret)}
                  </code>
                </div>
                <FormField id="enrol-code" label={t('enrol.code')} error={errors.code?.message}>
                  {(control) => (
                    <Input
                      {...control}
                      {...form.register('code')}
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      maxLength={7}
                      placeholder="123456"
                    />
                  )}
                </FormField>
                <DialogFooter>
                  <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                    {t('enrol.cancel')}
                  </Button>
                  <Button type="submit" disabled={enable.isPending}>
                    {enable.isPending ? t('enrol.verifying') : t('enrol.verify')}
                  </Button>
                </DialogFooter>
              </form>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
