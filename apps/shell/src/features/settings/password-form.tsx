import { bodyResolver } from '@familyhub/ui/forms';
import { useForm } from 'react-hook-form';
import { useUpdatePassword } from '@familyhub/api-client';
import { updatePasswordBody, type UpdatePasswordBody } from '@familyhub/contracts';
import { Button, FormField, toast } from '@familyhub/ui';
import { PasswordInput } from '../shared/password-input';

const empty: UpdatePasswordBody = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** POST /api/user/update-password with the spec's toasts (001 §8); the server signs other devices out. */
export function PasswordForm() {
  const updatePassword = useUpdatePassword();
  const form = useForm<UpdatePasswordBody>({
    resolver: bodyResolver(updatePasswordBody),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updatePassword.mutateAsync(values);
      toast({
        title: 'Password Updated',
        description: 'Your password has been changed. Your other devices have been signed out.',
      });
      form.reset(empty);
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to update password. Please check your current password and try again.',
        variant: 'destructive',
      });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid max-w-md gap-4">
      <FormField id="current-password" label="Current password" error={errors.currentPassword?.message}>
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...form.register('currentPassword')} />
        )}
      </FormField>
      <FormField
        id="new-password"
        label="New password"
        error={errors.newPassword?.message}
        hint="At least 10 characters."
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('newPassword')} />
        )}
      </FormField>
      <FormField id="confirm-password" label="Confirm new password" error={errors.confirmPassword?.message}>
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('confirmPassword')} />
        )}
      </FormField>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Updating…' : 'Update Password'}
        </Button>
      </div>
    </form>
  );
}
