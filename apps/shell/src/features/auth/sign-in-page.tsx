import { bodyResolver } from '@familyhub/ui/forms';
import * as React from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from '@familyhub/ui/router';
import { isApiError, useDemoInfo, useDemoSignIn, useSession, useSignIn } from '@familyhub/api-client';
import { signInBody, type Session, type SignInBody } from '@familyhub/contracts';
import { Button, Checkbox, FormField, Input, Label, toast } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { safeRedirect } from '../../routing/route-table';
import type { ReturnState } from '../../routing/route-gate';
import { AuthLayout } from './auth-layout';
import { authMessages } from './messages';
import { PasswordInput } from '../shared/password-input';
import { TwoFactorStep } from './two-factor-step';

function signInFailure(error: Error, t: (typeof authMessages)['t']): string {
  if (isApiError(error, 401) || isApiError(error, 400)) return t('signIn.error.invalid');
  if (isApiError(error, 429)) return error.serverMessage ?? t('signIn.error.tooMany');
  return t('signIn.error.failed', { error: error.message });
}

export function SignInPage() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const target = safeRedirect((location.state as ReturnState | null)?.from);
  const signIn = useSignIn();
  const demoInfo = useDemoInfo();
  const demoSignIn = useDemoSignIn();
  const t = useMessages(authMessages);
  const [showReset, setShowReset] = React.useState(false);
  const [failure, setFailure] = React.useState<string | null>(null);
  /** Set when the password was right and the account asks for a two-factor code next. */
  const [challenge, setChallenge] = React.useState<string | null>(null);

  const form = useForm<SignInBody>({
    resolver: bodyResolver(signInBody),
    defaultValues: { username: '', password: '', rememberMe: false },
  });
  const { errors, isSubmitting } = form.formState;

  const welcome = (signedIn: Session) => {
    toast({
      title: t('signIn.welcome.title'),
      description: t('signIn.welcome.body', { name: signedIn.user.name }),
    });
    navigate(target, { replace: true });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await signIn.mutateAsync(values);
      if ('twoFactorRequired' in answer) setChallenge(answer.challenge);
      else welcome(answer);
    } catch (error) {
      setFailure(signInFailure(error as Error, t));
    }
  });

  const onDemo = async () => {
    setFailure(null);
    try {
      welcome(await demoSignIn.mutateAsync());
    } catch (error) {
      setFailure(t('signIn.error.demo', { error: (error as Error).message }));
    }
  };

  // Already signed in (e.g. opened /sign-in from a bookmark): go on; after our own sign-in, welcome() navigates.
  if (session.data && signIn.isIdle && demoSignIn.isIdle) {
    return <Navigate to={target} replace />;
  }

  if (challenge) {
    return (
      <AuthLayout
        title={t('signIn.title')}
        description={t('twoFactor.description')}
        footer={t('twoFactor.footer')}
      >
        <TwoFactorStep
          challenge={challenge}
          onSignedIn={welcome}
          onRestart={(reason) => {
            setChallenge(null);
            setFailure(reason ?? null);
            form.setValue('password', '');
          }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('signIn.title')}
      description={t('signIn.description')}
      footer={
        <>
          {t('signIn.newHere')}{' '}
          <Link to="/sign-up" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('signIn.createFamily')}
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
        <FormField id="username" label={t('signIn.username')} error={errors.username?.message}>
          {(control) => (
            <Input {...control} autoComplete="username" autoFocus {...form.register('username')} />
          )}
        </FormField>
        <FormField id="password" label={t('signIn.password')} error={errors.password?.message}>
          {(control) => (
            <PasswordInput {...control} autoComplete="current-password" {...form.register('password')} />
          )}
        </FormField>
        <div className="flex items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <Controller
              control={form.control}
              name="rememberMe"
              render={({ field }) => (
                <Checkbox
                  id="remember-me"
                  checked={field.value ?? false}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                />
              )}
            />
            <Label htmlFor="remember-me" className="font-normal">
              {t('signIn.rememberMe')}
            </Label>
          </div>
          <Button
            type="button"
            variant="link"
            className="h-auto p-0"
            onClick={() => setShowReset((v) => !v)}
            aria-expanded={showReset}
          >
            {t('signIn.forgot')}
          </Button>
        </div>
        {showReset ? (
          <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
            {t('signIn.resetUnavailable')}
          </p>
        ) : null}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
        {demoInfo.data?.enabled ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => void onDemo()}
            disabled={demoSignIn.isPending}
          >
            {t('signIn.demo')}
          </Button>
        ) : null}
      </form>
    </AuthLayout>
  );
}
