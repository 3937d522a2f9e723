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
        title: 'Two-factor authentication is on',
        description: 'Sign-in now asks for a code from your app.',
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
            title="Save your backup codes"
            description="Each code signs you in once if you lose your phone. Keep them somewhere safe: they are not shown again."
            copyText={backupCodes.join('\n')}
            copyLabel="Copy codes"
            copiedToast="Backup codes copied"
            copyFailedToast="Could not copy the codes"
            onDone={() => onOpenChange(false)}
          >
            <ul
              aria-label="Backup codes"
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
              <DialogTitle>Turn on two-factor authentication</DialogTitle>
              <DialogDescription>
                Scan the QR code with an authenticator app (such as Google Authenticator, Microsoft
                Authenticator or 1Password), then enter the 6-digit code it shows.
              </DialogDescription>
            </DialogHeader>
            {setup.isPending || setup.isIdle ? (
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner /> Preparing your secret key…
              </p>
            ) : setup.isError ? (
              <div className="grid gap-2">
                <p role="alert" className="text-sm text-destructive">
                  Failed to start two-factor setup: {errorMessage(setup.error)}
                </p>
                <div>
                  <Button type="button" variant="outline" onClick={() => startSetup()}>
                    Try again
                  </Button>
                </div>
              </div>
            ) : (
              <form onSubmit={(event) => void verify(event)} noValidate className="grid gap-4">
                <img
                  src={setup.data.qrCode}
                  alt="QR code for your authenticator app"
                  className="mx-auto size-48 rounded-md border border-border bg-white p-2"
                />
                <div className="grid gap-1 text-sm">
                  <p className="text-muted-foreground">Can’t scan it? Enter this key in the app:</p>
                  <code
                    aria-label="Secret key"
                    className="break-all rounded-md bg-muted px-3 py-2 font-mono text-sm"
                  >
                    {grouped(setup.data.secret)}
                  </code>
                </div>
                <FormField id="enrol-code" label="Verification code" error={errors.code?.message}>
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
                    Cancel
                  </Button>
                  <Button type="submit" disabled={enable.isPending}>
                    {enable.isPending ? 'Verifying…' : 'Verify and turn on'}
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
