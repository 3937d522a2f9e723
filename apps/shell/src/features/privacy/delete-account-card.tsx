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
import { PasswordInput } from '../shared/password-input';
import { useDeleteAccount, useForgetSession } from './api/use-account';

function consequences(user: FamilyMember): string {
  return user.role === 'admin'
    ? 'You are the family admin. Deleting your account deletes the whole family: every member’s account and everything the family keeps in FamilyHub (tasks, events, lists, messages and all other areas). This cannot be undone. Export your data first if you want a copy.'
    : 'Your account and sign-in are removed. What you added for the family (tasks, events, lists, messages) stays with the family. This cannot be undone.';
}

interface DeleteValues {
  password: string;
  code: string;
  confirmation: string;
}
const empty: DeleteValues = { password: '', code: '', confirmation: '' };

export function DeleteAccountCard({ user }: { user: FamilyMember }) {
  const [open, setOpen] = React.useState(false);
  const deleteAccount = useDeleteAccount();
  const forgetSession = useForgetSession();
  const navigate = useNavigate();
  const isAdmin = user.role === 'admin';
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
        title: 'Account Deleted',
        description: answer.familyDeleted
          ? 'Your account and your family have been deleted.'
          : 'Your account has been deleted.',
      });
      // Signed out: the app's signed-out place is the sign-in page (the route gate would send them there anyway).
      navigate('/sign-in', { replace: true });
      forgetSession();
    } catch (error) {
      const reason = errorMessage(error);
      if (isApiError(error) && error.code === 'two_factor_code_required') setCodeAsked(true);
      form.setError('root', { message: reason });
      toast({ title: 'Failed to delete account', description: reason, variant: 'destructive' });
    }
  });

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle>Delete Account</CardTitle>
        <CardDescription>{consequences(user)}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          {isAdmin ? 'Delete Account and Family' : 'Delete Account'}
        </Button>
        <Dialog open={open} onOpenChange={close}>
          <DialogContent className="max-w-md">
            <DialogHeader>
              <DialogTitle>
                {isAdmin ? 'Delete your account and your family?' : 'Delete your account?'}
              </DialogTitle>
              <DialogDescription>{consequences(user)}</DialogDescription>
            </DialogHeader>
            <form className="grid gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
              <FormField id="delete-password" label="Your password" error={errors.password?.message}>
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
                  label="Verification code"
                  hint="Two-factor is on: the 6-digit code from your authenticator app, or one of your backup codes."
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
                label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
                error={errors.confirmation?.message}
              >
                {(control) => <Input {...control} autoComplete="off" {...form.register('confirmation')} />}
              </FormField>
              <FieldError message={errors.root?.message} />
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => close(false)}>
                  Cancel
                </Button>
                <Button type="submit" variant="destructive" disabled={!confirmed || isSubmitting}>
                  {isSubmitting ? 'Deleting…' : isAdmin ? 'Delete Account and Family' : 'Delete Account'}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
