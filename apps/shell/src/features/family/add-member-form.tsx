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
import { useMessages } from '@familyhub/ui/i18n';
import { layoutMessages } from '../../layout/messages';
import { roleLabel } from '../../layout/role-label';
import { PasswordInput } from '../shared/password-input';
import { familyMessages } from './messages';

/** POST /api/users: a parent or admin adds a parent or child with their own sign-in. */
export function AddMemberForm({ onAdded }: { onAdded?: (member: FamilyMember) => void } = {}) {
  const t = useMessages(familyMessages);
  const layoutT = useMessages(layoutMessages);
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
      title: t('add.added'),
      description: t('add.addedDetail', { name: member.name, username: member.username }),
    }),
    failedToast: t('add.failed'),
    onDone: (member) => {
      form.reset();
      onAdded?.(member);
    },
  });

  return (
    <form onSubmit={(event) => void save.onSubmit(event)} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField id="member-name" label={t('add.name')} error={errors.name?.message}>
        {(control) => <Input {...control} {...form.register('name')} />}
      </FormField>
      <FormField id="member-role" label={t('add.role')} error={errors.role?.message}>
        {(control) => (
          <Select {...control} {...form.register('role')}>
            <option value="child">{roleLabel('child', layoutT)}</option>
            <option value="parent">{roleLabel('parent', layoutT)}</option>
          </Select>
        )}
      </FormField>
      <FormField id="member-username" label={t('add.username')} error={errors.username?.message}>
        {(control) => <Input {...control} autoComplete="off" {...form.register('username')} />}
      </FormField>
      <FormField
        id="member-password"
        label={t('add.password')}
        error={errors.password?.message}
        hint={t('add.passwordHint')}
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />
        )}
      </FormField>
      <FormField id="member-email" label={t('add.email')} error={errors.email?.message}>
        {(control) => <Input {...control} type="email" {...form.register('email')} />}
      </FormField>
      <FormField id="member-color" label={t('add.colour')} error={errors.color?.message}>
        {(control) => (
          <Input {...control} type="color" className="h-9 w-20 p-1" {...form.register('color')} />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.pending}>
          {save.pending ? t('add.adding') : t('add.submit')}
        </Button>
      </div>
    </form>
  );
}
