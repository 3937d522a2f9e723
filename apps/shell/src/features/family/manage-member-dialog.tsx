import * as React from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useRemoveMember, useUpdateMember, errorMessage } from '@familyhub/api-client';
import {
  permissionFlags,
  updateMemberBody,
  type FamilyMember,
  type PermissionFlag,
  type UpdateMemberBody,
} from '@familyhub/contracts';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Label,
  Select,
  toast,
} from '@familyhub/ui';
import { contractResolver } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { layoutMessages } from '../../layout/messages';
import { roleLabel } from '../../layout/role-label';
import { permissionKeys } from './member-permissions';
import { familyMessages } from './messages';

type Draft = Pick<FamilyMember, 'role' | 'color' | PermissionFlag>;

function draftOf(member: FamilyMember): Draft {
  return {
    role: member.role,
    color: member.color,
    canViewFinances: member.canViewFinances,
    canEditSchedule: member.canEditSchedule,
    canManageUsers: member.canManageUsers,
    canExportData: member.canExportData,
  };
}

/** Manage one member: role, colour, the four permission flags, and Remove (with confirmation). */
export function ManageMemberDialog({
  member,
  isSelf,
  open,
  onOpenChange,
}: {
  member: FamilyMember;
  isSelf: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useMessages(familyMessages);
  const layoutT = useMessages(layoutMessages);
  const [confirmingRemove, setConfirmingRemove] = React.useState(false);
  const updateMember = useUpdateMember();
  const removeMember = useRemoveMember();
  const isAdmin = member.role === 'admin';
  const roleLocked = isAdmin || isSelf;
  // The admin's role and one's own are not the form's to send (the server refuses both).
  const form = useForm<Draft, unknown, UpdateMemberBody>({
    resolver: contractResolver(updateMemberBody, ({ role, ...rest }: Draft) => ({
      ...rest,
      ...(roleLocked || role === 'admin' ? {} : { role }),
    })),
    defaultValues: draftOf(member),
  });
  const { errors, isSubmitting } = form.formState;
  const { reset } = form;

  React.useEffect(() => {
    if (open) reset(draftOf(member));
  }, [open, member, reset]);

  const save = form.handleSubmit(async (body) => {
    try {
      const saved = await updateMember.mutateAsync({ id: member.id, ...body });
      toast({ title: t('manage.updated'), description: t('manage.updatedDetail', { name: saved.name }) });
      onOpenChange(false);
    } catch (error) {
      toast({
        title: t('manage.updateFailed'),
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  });

  const remove = () =>
    removeMember.mutate(member.id, {
      onSuccess: () => {
        toast({ title: t('manage.removed'), description: t('manage.removedDetail', { name: member.name }) });
        onOpenChange(false);
      },
      onError: (error) =>
        toast({ title: t('manage.removeFailed'), description: errorMessage(error), variant: 'destructive' }),
    });

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('manage.title', { name: member.name })}</DialogTitle>
            <DialogDescription>{t('manage.description', { name: member.name })}</DialogDescription>
          </DialogHeader>
          <form onSubmit={(event) => void save(event)} className="grid gap-4">
            <FormField
              id="manage-role"
              label={t('manage.role')}
              hint={isAdmin ? t('manage.role.adminLocked') : isSelf ? t('manage.role.selfLocked') : undefined}
            >
              {(control) => (
                <Select {...control} disabled={roleLocked} {...form.register('role')}>
                  {isAdmin ? <option value="admin">{roleLabel('admin', layoutT)}</option> : null}
                  <option value="parent">{roleLabel('parent', layoutT)}</option>
                  <option value="child">{roleLabel('child', layoutT)}</option>
                </Select>
              )}
            </FormField>
            <FormField id="manage-color" label={t('manage.colour')} error={errors.color?.message}>
              {(control) => (
                <Input {...control} type="color" className="h-9 w-20 p-1" {...form.register('color')} />
              )}
            </FormField>
            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm font-medium">{t('manage.permissions')}</legend>
              {permissionFlags.map((flag) => (
                <div key={flag} className="flex items-start gap-2">
                  <Controller
                    control={form.control}
                    name={flag}
                    render={({ field }) => (
                      <Checkbox
                        id={`manage-${flag}`}
                        checked={field.value}
                        onCheckedChange={(checked) => field.onChange(checked === true)}
                        onBlur={field.onBlur}
                      />
                    )}
                  />
                  <div className="grid gap-0.5">
                    <Label htmlFor={`manage-${flag}`}>{t(permissionKeys[flag].label)}</Label>
                    <p className="text-xs text-muted-foreground">{t(permissionKeys[flag].description)}</p>
                  </div>
                </div>
              ))}
            </fieldset>
            <DialogFooter className="sm:justify-between">
              {isAdmin || isSelf ? (
                <span />
              ) : (
                <Button
                  type="button"
                  variant="destructive"
                  onClick={() => setConfirmingRemove(true)}
                  disabled={removeMember.isPending}
                >
                  {t('manage.remove')}
                </Button>
              )}
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? t('manage.saving') : t('manage.save')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmingRemove}
        onOpenChange={setConfirmingRemove}
        title={t('manage.confirmRemove.title', { name: member.name })}
        description={t('manage.confirmRemove.body', { name: member.name })}
        confirmLabel={t('manage.confirmRemove.confirm')}
        destructive
        onConfirm={remove}
      />
    </>
  );
}
