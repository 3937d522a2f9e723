import { bodyResolver } from '@familyhub/ui/forms';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage, isApiError, useDisableTwoFactor } from '@familyhub/api-client';
import { disableTwoFactorBody, twoFactorCode } from '@familyhub/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FieldError,
  FormField,
  Input,
  toast,
} from '@familyhub/ui';
import { PasswordInput } from '../shared/password-input';

// While two-factor is on the server wants both proofs, so the form asks for both.
const disableForm = disableTwoFactorBody.extend({ code: twoFactorCode });
interface DisableValues {
  password: string;
  code: string;
}
const empty: DisableValues = { password: '', code: '' };

/** Turning two-factor off takes the account password and a current code (from the app or a backup code). */
export function DisableTwoFactorDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const disable = useDisableTwoFactor();
  const form = useForm<DisableValues>({ resolver: bodyResolver(disableForm), defaultValues: empty });
  const { errors, isSubmitting } = form.formState;
  const { reset } = form;

  React.useEffect(() => {
    if (!open) reset(empty);
  }, [open, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await disable.mutateAsync(values);
      toast({ title: 'Two-factor authentication is off' });
      onOpenChange(false);
    } catch (caught) {
      const field = isApiError(caught) && caught.code === 'wrong_password' ? 'password' : 'code';
      form.setError(isApiError(caught, 400) ? field : 'root', { message: errorMessage(caught) });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Turn off two-factor authentication?</DialogTitle>
          <DialogDescription>
            Sign-in will ask only for your password. Your backup codes stop working.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
          <FormField id="disable-password" label="Current password" error={errors.password?.message}>
            {(control) => (
              <PasswordInput {...control} autoComplete="current-password" {...form.register('password')} />
            )}
          </FormField>
          <FormField
            id="disable-code"
            label="Verification code"
            hint="The 6-digit code from your authenticator app, or one of your backup codes."
            error={errors.code?.message}
          >
            {(control) => (
              <Input {...control} autoComplete="one-time-code" maxLength={32} {...form.register('code')} />
            )}
          </FormField>
          <FieldError message={errors.root?.message} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {isSubmitting ? 'Turning off…' : 'Turn off'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
