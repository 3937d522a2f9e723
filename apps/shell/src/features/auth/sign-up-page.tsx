import { bodyResolver } from '@familyhub/ui/forms';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from '@familyhub/ui/router';
import { isApiError, useSession, useSignUp } from '@familyhub/api-client';
import { signUpBody, type SignUpBody } from '@familyhub/contracts';
import { Button, FormField, Input, toast } from '@familyhub/ui';
import { AuthLayout } from './auth-layout';
import { PasswordInput } from '../shared/password-input';

export function SignUpPage() {
  const session = useSession();
  const navigate = useNavigate();
  const signUp = useSignUp();
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
        title: `Welcome to FamilyHub, ${created.user.name}!`,
        description: `${created.family.name} is ready.`,
      });
      navigate('/dashboard', { replace: true });
    } catch (error) {
      const message =
        isApiError(error) && error.serverMessage
          ? error.serverMessage
          : `Sign up failed: ${(error as Error).message}`;
      setFailure(message);
    }
  });

  if (session.data && signUp.isIdle) return <Navigate to="/dashboard" replace />;

  return (
    <AuthLayout
      title="Create your family"
      description="Set up your family's FamilyHub. You will be its admin and can add members afterwards."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
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
        <FormField id="name" label="Name" error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="name" autoFocus {...form.register('name')} />}
        </FormField>
        <FormField id="email" label="Email" error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
        </FormField>
        <FormField id="username" label="Username" error={errors.username?.message}>
          {(control) => <Input {...control} autoComplete="username" {...form.register('username')} />}
        </FormField>
        <FormField
          id="password"
          label="Password"
          error={errors.password?.message}
          hint="At least 10 characters."
        >
          {(control) => (
            <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />
          )}
        </FormField>
        <FormField id="family-name" label="Family name" error={errors.familyName?.message}>
          {(control) => (
            <Input {...control} placeholder="The Rivera Family" {...form.register('familyName')} />
          )}
        </FormField>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Creating your family…' : 'Create family'}
        </Button>
      </form>
    </AuthLayout>
  );
}
