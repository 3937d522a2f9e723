import * as React from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '@familyhub/ui/router';
import type { z } from 'zod';
import { errorMessage, isApiError, useTwoFactorStatus } from '@familyhub/api-client';
import { DELETE_CONFIRMATION_WORD, deleteAccountBody, type FamilyMember } from '@familyhub/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
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
import { contractResolver } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { PasswordInput } from '../shared/password-input';
import { useDeleteAccount, useForgetSession } from './api/use-account';
import { privacyMessages } from './messages';

interface DeleteValues {
  password: string;
  code: string;
  confirmation: string;
}
const empty: DeleteValues = { password: '', code: '', confirmation: '' };

export function DeleteAccountCard({ user }: { user: FamilyMember }) {
  const t = useMessages(privacyMessages);
  const [open, setOpen] = React.useState(false);
  const deleteAccount = useDeleteAccount();
  const forgetSession = useForgetSession();
  const navigate = useNavigate();
  const isAdmin = user.role === 'admin';
  const consequences = t(isAdmin ? 'delete.consequences.admin' : 'delete.consequences.member');
  const deleteLabel = t(isAdmin ? 'delete.buttonFamily' : 'delete.button');
  // While two-factor is on the server wants a current code too; a refusal naming it shows the field anyway.
  const twoFactor = useTwoFactorStatus();
  const [codeAsked, setCodeAsked] = React.useState(false);
  const asksCode = codeAsked || twoFactor.data?.enabled === true;
  const form = useForm<DeleteValues, unknown, z.output<typeof deleteAccountBody>>({
    resolver: contractResolver(deleteAccountBody, (values) => ({
      password: values.password,
      code: asksCode ? values.code : undefined,
      confirmation: values.confirmation,
      deleteFamily: isAdmin,
    })),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;
  const [password, typed] = form.watch(['password', 'confirmation']);
  const confirmed = typed === DELETE_CONFIRMATION_WORD && password.length > 0;

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset(empty);
  };

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const answer = await deleteAccount.mutateAsync(body);
      toast({
        title: t('delete.done'),
        description: t(answer.familyDeleted ? 'delete.doneDetailFamily' : 'delete.doneDetail'),
      });
      // Signed out: the app's signed-out place is the sign-in page (the route gate would send them there anyway).
      navigate('/sign-in', { replace: true });
      forgetSession();
    } catch (error) {
      const reason = errorMessage(error);
      if (isApiError(error) && error.code === 'two_factor_code_required') setCodeAsked(true);
      form.setError('root', { message: reason });
      toast({ title: t('delete.failed'), description: reason, variant: 'destructive' });
    }
  });

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle>{t('delete.title')}</CardTitle>
        <CardDescription>{consequences}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          {deleteLabel}
        </Button>
        <Dialog open={open} onOpenChange={close}>
          <DialogContent className="max-w-md">
            <DialogHeader>
              <DialogTitle>{t(isAdmin ? 'delete.confirm.titleFamily' : 'delete.confirm.title')}</DialogTitle>
              <DialogDescription>{consequences}</DialogDescription>
            </DialogHeader>
            <form className="grid gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
              <FormField id="delete-password" label={t('delete.password')} error={errors.password?.message}>
                {(control) => (
                  <PasswordInput
                    {...control}
                    autoComplete="current-password"
                    {...form.register('password')}
                  />
                )}
              </FormField>
              {asksCode ? (
                <FormField
                  id="delete-code"
                  label={t('delete.code')}
                  hint={t('delete.codeHint')}
                  error={errors.code?.message}
                >
                  {(control) => (
                    <Input
                      {...control}
                      autoComplete="one-time-code"
                      maxLength={32}
                      {...form.register('code')}
                    />
                  )}
                </FormField>
              ) : null}
              <FormField
                id="delete-confirmation"
                label={t('delete.confirmation', { word: DELETE_CONFIRMATION_WORD })}
                error={errors.confirmation?.message}
              >
                {(control) => <Input {...control} autoComplete="off" {...form.register('confirmation')} />}
              </FormField>
              <FieldError message={errors.root?.message} />
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => close(false)}>
                  {t('delete.cancel')}
                </Button>
                <Button type="submit" variant="destructive" disabled={!confirmed || isSubmitting}>
                  {isSubmitting ? t('delete.deleting') : deleteLabel}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
