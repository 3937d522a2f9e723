import { bodyResolver } from '@familyhub/ui/forms';
import { useForm } from 'react-hook-form';
import { useUpdatePassword } from '@familyhub/api-client';
import { updatePasswordBody, type UpdatePasswordBody } from '@familyhub/contracts';
import { Button, FormField, toast } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { PasswordInput } from '../shared/password-input';
import { settingsMessages } from './messages';

const empty: UpdatePasswordBody = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** POST /api/user/update-password with the spec's toasts (001 §8); the server signs other devices out. */
export function PasswordForm() {
  const t = useMessages(settingsMessages);
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
        title: t('password.saved'),
        description: t('password.savedDetail'),
      });
      form.reset(empty);
    } catch {
      toast({
        title: t('password.failed'),
        description: t('password.failedDetail'),
        variant: 'destructive',
      });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid max-w-md gap-4">
      <FormField id="current-password" label={t('password.current')} error={errors.currentPassword?.message}>
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...form.register('currentPassword')} />
        )}
      </FormField>
      <FormField
        id="new-password"
        label={t('password.new')}
        error={errors.newPassword?.message}
        hint={t('password.newHint')}
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('newPassword')} />
        )}
      </FormField>
      <FormField id="confirm-password" label={t('password.confirm')} error={errors.confirmPassword?.message}>
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('confirmPassword')} />
        )}
      </FormField>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('password.saving') : t('password.save')}
        </Button>
      </div>
    </form>
  );
}
