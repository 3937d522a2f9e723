import { useState } from 'react';
import type { FamilyMember } from '@familyhub/contracts';
import { Checkbox, FormDialog, FormDialogFooter, Label } from '@familyhub/ui';

export interface ShareMembersDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Everyone the caller may choose (the family but themself). */
  members: readonly FamilyMember[];
  chosen: readonly number[];
  /** Saves the whole choice; throws with the server's sentence when refused. */
  onSave: (memberIds: number[]) => Promise<unknown>;
}

/** Chooses the members who may read something private (read only); none chosen keeps it private. */
export function ShareMembersDialog(props: ShareMembersDialogProps) {
  const { open, onOpenChange, title, description } = props;
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <ShareMembersForm {...props} />
    </FormDialog>
  );
}

function ShareMembersForm({ members, chosen, onSave, onOpenChange }: ShareMembersDialogProps) {
  const [picked, setPicked] = useState<number[]>([...chosen]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toggle = (id: number, on: boolean) =>
    setPicked((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await onSave(picked);
      onOpenChange(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Could not save the sharing');
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      {members.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody else is in the family yet.</p>
      ) : (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Members who may read</legend>
          {members.map((member) => (
            <div key={member.id} className="flex items-center gap-2">
              <Checkbox
                id={`share-member-${member.id}`}
                checked={picked.includes(member.id)}
                onCheckedChange={(state) => toggle(member.id, state === true)}
              />
              <Label htmlFor={`share-member-${member.id}`}>{member.name}</Label>
            </div>
          ))}
        </fieldset>
      )}
      <p className="text-xs text-muted-foreground">
        {picked.length === 0 ? 'Private: only you can read it.' : 'They can read it, never change it.'}
      </p>
      <FormDialogFooter error={error} onCancel={() => onOpenChange(false)} pending={pending} />
    </form>
  );
}
