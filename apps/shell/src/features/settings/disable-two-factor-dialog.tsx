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
import { useMessages } from '@familyhub/ui/i18n';
import { PasswordInput } from '../shared/password-input';
import { settingsMessages } from './messages';

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
  const t = useMessages(settingsMessages);
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
      toast({ title: t('disable.done') });
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
          <DialogTitle>{t('disable.title')}</DialogTitle>
          <DialogDescription>{t('disable.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
          <FormField id="disable-password" label={t('disable.password')} error={errors.password?.message}>
            {(control) => (
              <PasswordInput {...control} autoComplete="current-password" {...form.register('password')} />
            )}
          </FormField>
          <FormField
            id="disable-code"
            label={t('disable.code')}
            hint={t('disable.codeHint')}
            error={errors.code?.message}
          >
            {(control) => (
              <Input {...control} autoComplete="one-time-code" maxLength={32} {...form.register('code')} />
            )}
          </FormField>
          <FieldError message={errors.root?.message} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('disable.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {isSubmitting ? t('disable.submitting') : t('disable.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
