import { bodyResolver } from '@familyhub/ui/forms';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from '@familyhub/ui/router';
import { isApiError, useSession, useSignUp } from '@familyhub/api-client';
import { signUpBody, type SignUpBody } from '@familyhub/contracts';
import { Button, FormField, Input, toast } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { AuthLayout } from './auth-layout';
import { authMessages } from './messages';
import { PasswordInput } from '../shared/password-input';

export function SignUpPage() {
  const session = useSession();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const t = useMessages(authMessages);
  const [failure, setFailure] = React.useState<string | null>(null);
  const form = useForm<SignUpBody>({
    resolver: bodyResolver(signUpBody),
    defaultValues: { name: '', email: '', username: '', password: '', familyName: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const created = await signUp.mutateAsync(values);
      toast({
        title: t('signUp.welcome.title', { name: created.user.name }),
        description: t('signUp.welcome.body', { family: created.family.name }),
      });
      navigate('/dashboard', { replace: true });
    } catch (error) {
      const message =
        isApiError(error) && error.serverMessage
          ? error.serverMessage
          : t('signUp.error.failed', { error: (error as Error).message });
      setFailure(message);
    }
  });

  if (session.data && signUp.isIdle) return <Navigate to="/dashboard" replace />;

  return (
    <AuthLayout
      title={t('signUp.title')}
      description={t('signUp.description')}
      footer={
        <>
          {t('signUp.haveAccount')}{' '}
          <Link to="/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('signUp.signIn')}
          </Link>
        </>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
        {failure ? (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
          >
            {failure}
          </p>
        ) : null}
        <FormField id="name" label={t('signUp.name')} error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="name" autoFocus {...form.register('name')} />}
        </FormField>
        <FormField id="email" label={t('signUp.email')} error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
        </FormField>
        <FormField id="username" label={t('signUp.username')} error={errors.username?.message}>
          {(control) => <Input {...control} autoComplete="username" {...form.register('username')} />}
        </FormField>
        <FormField
          id="password"
          label={t('signUp.password')}
          error={errors.password?.message}
          hint={t('signUp.passwordHint')}
        >
          {(control) => (
            <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />
          )}
        </FormField>
        <FormField id="family-name" label={t('signUp.familyName')} error={errors.familyName?.message}>
          {(control) => (
            <Input
              {...control}
              placeholder={t('signUp.familyNamePlaceholder')}
              {...form.register('familyName')}
            />
          )}
        </FormField>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('signUp.submitting') : t('signUp.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
