import { bodyResolver } from '@familyhub/ui/forms';
import * as React from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from '@familyhub/ui/router';
import { isApiError, useDemoInfo, useDemoSignIn, useSession, useSignIn } from '@familyhub/api-client';
import { signInBody, type Session, type SignInBody } from '@familyhub/contracts';
import { Button, Checkbox, FormField, Input, Label, toast } from '@familyhub/ui';
import { safeRedirect } from '../../routing/route-table';
import type { ReturnState } from '../../routing/route-gate';
import { AuthLayout } from './auth-layout';
import { PasswordInput } from '../shared/password-input';
import { TwoFactorStep } from './two-factor-step';

function signInFailure(error: Error): string {
  if (isApiError(error, 401) || isApiError(error, 400)) return 'Invalid username or password';
  if (isApiError(error, 429))
    return error.serverMessage ?? 'Too many attempts. Please wait a moment and try again.';
  return `Sign in failed: ${error.message}`;
}

export function SignInPage() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const target = safeRedirect((location.state as ReturnState | null)?.from);
  const signIn = useSignIn();
  const demoInfo = useDemoInfo();
  const demoSignIn = useDemoSignIn();
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
    toast({ title: 'Welcome back!', description: `Signed in as ${signedIn.user.name}.` });
    navigate(target, { replace: true });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await signIn.mutateAsync(values);
      if ('twoFactorRequired' in answer) setChallenge(answer.challenge);
      else welcome(answer);
    } catch (error) {
      setFailure(signInFailure(error as Error));
    }
  });

  const onDemo = async () => {
    setFailure(null);
    try {
      welcome(await demoSignIn.mutateAsync());
    } catch (error) {
      setFailure(`Direct access failed: ${(error as Error).message}`);
    }
  };

  // Already signed in (e.g. opened /sign-in from a bookmark): go on; after our own sign-in, welcome() navigates.
  if (session.data && signIn.isIdle && demoSignIn.isIdle) {
    return <Navigate to={target} replace />;
  }

  if (challenge) {
    return (
      <AuthLayout
        title="Sign in to FamilyHub"
        description="One more step: your account has two-factor authentication on."
        footer="Lost your phone? Enter one of your backup codes instead."
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
      title="Sign in to FamilyHub"
      description="Welcome back. Sign in to see your family's day."
      footer={
        <>
          New to FamilyHub?{' '}
          <Link to="/sign-up" className="font-medium text-primary underline-offset-4 hover:underline">
            Create your family
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
        <FormField id="username" label="Username" error={errors.username?.message}>
          {(control) => (
            <Input {...control} autoComplete="username" autoFocus {...form.register('username')} />
          )}
        </FormField>
        <FormField id="password" label="Password" error={errors.password?.message}>
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
              Remember me
            </Label>
          </div>
          <Button
            type="button"
            variant="link"
            className="h-auto p-0"
            onClick={() => setShowReset((v) => !v)}
            aria-expanded={showReset}
          >
            Forgot password?
          </Button>
        </div>
        {showReset ? (
          <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
            Password reset isn&apos;t available yet. Ask an adult who manages your family in FamilyHub for
            help.
          </p>
        ) : null}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in…' : 'Sign In'}
        </Button>
        {demoInfo.data?.enabled ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => void onDemo()}
            disabled={demoSignIn.isPending}
          >
            Direct Dashboard Access
          </Button>
        ) : null}
      </form>
    </AuthLayout>
  );
}
