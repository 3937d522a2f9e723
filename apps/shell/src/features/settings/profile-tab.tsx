import { bodyResolver } from '@familyhub/ui/forms';
import { useForm } from 'react-hook-form';
import { useSession, useUpdateProfile, errorMessage } from '@familyhub/api-client';
import { updateProfileBody, type FamilyMember, type UpdateProfileBody } from '@familyhub/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Checkbox,
  FormField,
  Input,
  Label,
  toast,
  useTheme,
} from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { roleLabel } from '../../layout/role-label';
import { LanguageCard } from './language-card';
import { settingsMessages } from './messages';
import { ProfilePhoto } from './profile-photo';

function ProfileForm({ user }: { user: FamilyMember }) {
  const t = useMessages(settingsMessages);
  const updateProfile = useUpdateProfile();
  const form = useForm<UpdateProfileBody>({
    resolver: bodyResolver(updateProfileBody),
    values: { name: user.name, email: user.email ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updateProfile.mutateAsync(values);
      toast({ title: t('profile.saved'), description: t('profile.savedDetail') });
    } catch (error) {
      const reason = errorMessage(error);
      toast({ title: t('profile.saveFailed'), description: reason, variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField id="profile-name" label={t('profile.name')} error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('name')} />}
      </FormField>
      <FormField id="profile-email" label={t('profile.email')} error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      <FormField id="profile-role" label={t('profile.role')} hint={t('profile.roleHint')}>
        {(control) => <Input {...control} value={roleLabel(user.role)} readOnly />}
      </FormField>
      <FormField id="profile-username" label={t('profile.username')}>
        {(control) => <Input {...control} value={user.username} readOnly />}
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
    </form>
  );
}

export function ProfileTab({ user }: { user: FamilyMember }) {
  const t = useMessages(settingsMessages);
  const { theme, setTheme } = useTheme();
  const language = useSession().data?.language;
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('profile.title')}</CardTitle>
          <CardDescription>{t('profile.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <ProfilePhoto user={user} />
          <ProfileForm user={user} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('appearance.title')}</CardTitle>
        </CardHeader>
        <CardContent className="flex items-center gap-2">
          <Checkbox
            id="dark-theme"
            checked={theme === 'dark'}
            onCheckedChange={(checked) => setTheme(checked === true ? 'dark' : 'light')}
          />
          <Label htmlFor="dark-theme">{t('appearance.dark')}</Label>
        </CardContent>
      </Card>
      {language ? <LanguageCard settings={language} /> : null}
    </div>
  );
}
