import { bodyResolver } from '@familyhub/ui/forms';
import { useForm } from 'react-hook-form';
import { useUpdateProfile, errorMessage } from '@familyhub/api-client';
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
import { roleLabel } from '../../layout/role-label';
import { ProfilePhoto } from './profile-photo';

function ProfileForm({ user }: { user: FamilyMember }) {
  const updateProfile = useUpdateProfile();
  const form = useForm<UpdateProfileBody>({
    resolver: bodyResolver(updateProfileBody),
    values: { name: user.name, email: user.email ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updateProfile.mutateAsync(values);
      toast({ title: 'Profile Updated', description: 'Your profile has been saved.' });
    } catch (error) {
      const reason = errorMessage(error);
      toast({ title: 'Failed to update profile', description: reason, variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField id="profile-name" label="Name" error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('name')} />}
      </FormField>
      <FormField id="profile-email" label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      <FormField id="profile-role" label="Role" hint="Roles are managed under Family.">
        {(control) => <Input {...control} value={roleLabel(user.role)} readOnly />}
      </FormField>
      <FormField id="profile-username" label="Username">
        {(control) => <Input {...control} value={user.username} readOnly />}
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

export function ProfileTab({ user }: { user: FamilyMember }) {
  const { theme, setTheme } = useTheme();
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
          <CardDescription>How your family sees you.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <ProfilePhoto user={user} />
          <ProfileForm user={user} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Appearance</CardTitle>
        </CardHeader>
        <CardContent className="flex items-center gap-2">
          <Checkbox
            id="dark-theme"
            checked={theme === 'dark'}
            onCheckedChange={(checked) => setTheme(checked === true ? 'dark' : 'light')}
          />
          <Label htmlFor="dark-theme">Dark theme</Label>
        </CardContent>
      </Card>
    </div>
  );
}
