import { bodyResolver, useSaveForm } from '@familyhub/ui/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { queryKeys, callEndpoint } from '@familyhub/api-client';
import {
  endpointRoutes,
  createMemberBody,
  type CreateMemberBody,
  type FamilyMember,
} from '@familyhub/contracts';
import { Button, FormField, Input, Select } from '@familyhub/ui';
import { PasswordInput } from '../shared/password-input';

/** POST /api/users: a parent or admin adds a parent or child with their own sign-in. */
export function AddMemberForm({ onAdded }: { onAdded?: (member: FamilyMember) => void } = {}) {
  const queryClient = useQueryClient();
  const addMember = useMutation({
    mutationFn: (body: CreateMemberBody) => callEndpoint(endpointRoutes.users.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users() }),
  });
  const form = useForm<CreateMemberBody>({
    resolver: bodyResolver(createMemberBody),
    defaultValues: { name: '', username: '', password: '', email: '', role: 'child', color: '#4F46E5' },
  });
  const { errors } = form.formState;
  const save = useSaveForm(form, addMember, {
    saved: (member) => ({
      title: 'Member added',
      description: `${member.name} can now sign in as ${member.username}.`,
    }),
    failedToast: 'Failed to add member',
    onDone: (member) => {
      form.reset();
      onAdded?.(member);
    },
  });

  return (
    <form onSubmit={(event) => void save.onSubmit(event)} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField id="member-name" label="Member name" error={errors.name?.message}>
        {(control) => <Input {...control} {...form.register('name')} />}
      </FormField>
      <FormField id="member-role" label="Role" error={errors.role?.message}>
        {(control) => (
          <Select {...control} {...form.register('role')}>
            <option value="child">Child</option>
            <option value="parent">Parent</option>
          </Select>
        )}
      </FormField>
      <FormField id="member-username" label="Member username" error={errors.username?.message}>
        {(control) => <Input {...control} autoComplete="off" {...form.register('username')} />}
      </FormField>
      <FormField
        id="member-password"
        label="Member password"
        error={errors.password?.message}
        hint="At least 10 characters."
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />
        )}
      </FormField>
      <FormField id="member-email" label="Member email (optional)" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" {...form.register('email')} />}
      </FormField>
      <FormField id="member-color" label="Colour" error={errors.color?.message}>
        {(control) => (
          <Input {...control} type="color" className="h-9 w-20 p-1" {...form.register('color')} />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.pending}>
          {save.pending ? 'Adding…' : 'Add member'}
        </Button>
      </div>
    </form>
  );
}
