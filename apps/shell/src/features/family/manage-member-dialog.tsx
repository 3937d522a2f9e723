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
import { permissionLabels } from './member-permissions';

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
      toast({ title: 'Member updated', description: `${saved.name}'s settings have been saved.` });
      onOpenChange(false);
    } catch (error) {
      toast({
        title: 'Failed to update member',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  });

  const remove = () =>
    removeMember.mutate(member.id, {
      onSuccess: () => {
        toast({ title: 'Member removed', description: `${member.name} is no longer in the family.` });
        onOpenChange(false);
      },
      onError: (error) =>
        toast({ title: 'Failed to remove member', description: errorMessage(error), variant: 'destructive' }),
    });

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Manage {member.name}</DialogTitle>
            <DialogDescription>Role, colour and what {member.name} may do.</DialogDescription>
          </DialogHeader>
          <form onSubmit={(event) => void save(event)} className="grid gap-4">
            <FormField
              id="manage-role"
              label="Role"
              hint={
                isAdmin
                  ? "The family admin's role cannot be changed."
                  : isSelf
                    ? 'You cannot change your own role.'
                    : undefined
              }
            >
              {(control) => (
                <Select {...control} disabled={roleLocked} {...form.register('role')}>
                  {isAdmin ? <option value="admin">Admin</option> : null}
                  <option value="parent">Parent</option>
                  <option value="child">Child</option>
                </Select>
              )}
            </FormField>
            <FormField id="manage-color" label="Colour" error={errors.color?.message}>
              {(control) => (
                <Input {...control} type="color" className="h-9 w-20 p-1" {...form.register('color')} />
              )}
            </FormField>
            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm font-medium">Permissions</legend>
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
                    <Label htmlFor={`manage-${flag}`}>{permissionLabels[flag].label}</Label>
                    <p className="text-xs text-muted-foreground">{permissionLabels[flag].description}</p>
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
                  Remove
                </Button>
              )}
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Saving…' : 'Save changes'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmingRemove}
        onOpenChange={setConfirmingRemove}
        title={`Remove ${member.name}?`}
        description={`${member.name} will no longer be able to sign in, and is removed from the family. Tasks and packing items assigned to them become unassigned; what they added stays with the family.`}
        confirmLabel="Remove"
        destructive
        onConfirm={remove}
      />
    </>
  );
}
