import * as React from 'react';
import { useRemoveMember, useUpdateMember, errorMessage } from '@familyhub/api-client';
import { permissionFlags, type FamilyMember, type PermissionFlag } from '@familyhub/contracts';
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
  const [draft, setDraft] = React.useState<Draft>(() => draftOf(member));
  const [confirmingRemove, setConfirmingRemove] = React.useState(false);
  const updateMember = useUpdateMember();
  const removeMember = useRemoveMember();
  const isAdmin = member.role === 'admin';
  const roleLocked = isAdmin || isSelf;

  React.useEffect(() => {
    if (open) setDraft(draftOf(member));
  }, [open, member]);

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const { role, ...rest } = draft;
    updateMember.mutate(
      { id: member.id, ...rest, ...(roleLocked || role === 'admin' ? {} : { role }) },
      {
        onSuccess: (saved) => {
          toast({ title: 'Member updated', description: `${saved.name}'s settings have been saved.` });
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            title: 'Failed to update member',
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    );
  };

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
          <form onSubmit={save} className="grid gap-4">
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
                <Select
                  {...control}
                  value={draft.role}
                  disabled={roleLocked}
                  onChange={(event) => setDraft((d) => ({ ...d, role: event.target.value as Draft['role'] }))}
                >
                  {isAdmin ? <option value="admin">Admin</option> : null}
                  <option value="parent">Parent</option>
                  <option value="child">Child</option>
                </Select>
              )}
            </FormField>
            <FormField id="manage-color" label="Colour">
              {(control) => (
                <Input
                  {...control}
                  type="color"
                  className="h-9 w-20 p-1"
                  value={draft.color}
                  onChange={(event) => setDraft((d) => ({ ...d, color: event.target.value }))}
                />
              )}
            </FormField>
            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm font-medium">Permissions</legend>
              {permissionFlags.map((flag) => (
                <div key={flag} className="flex items-start gap-2">
                  <Checkbox
                    id={`manage-${flag}`}
                    checked={draft[flag]}
                    onCheckedChange={(checked) => setDraft((d) => ({ ...d, [flag]: checked === true }))}
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
              <Button type="submit" disabled={updateMember.isPending}>
                {updateMember.isPending ? 'Saving…' : 'Save changes'}
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
