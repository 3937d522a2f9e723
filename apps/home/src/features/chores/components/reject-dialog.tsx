import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { rejectChoreBody, type ChoreAssignment } from '@familyhub/contracts';
import { FormDialog, FormDialogFooter, FormField, Textarea } from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { useRejectAssignment } from '../api/chores-api';

type RejectInput = z.input<typeof rejectChoreBody>;
type RejectOutput = z.output<typeof rejectChoreBody>;

/** Reject a completed turn: it goes back to the assignee with the note. */
export function RejectDialog({ turn, onClose }: { turn: ChoreAssignment | null; onClose: () => void }) {
  return (
    <FormDialog
      open={turn !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Reject Chore"
      description={turn ? `${turn.choreTitle} goes back with your note.` : ''}
    >
      {turn ? <RejectForm key={turn.id} turn={turn} onDone={onClose} /> : null}
    </FormDialog>
  );
}

function RejectForm({ turn, onDone }: { turn: ChoreAssignment; onDone: () => void }) {
  const reject = useRejectAssignment();
  const form = useForm<RejectInput, unknown, RejectOutput>({
    resolver: contractResolver(rejectChoreBody, (values: RejectInput) => values),
    defaultValues: { note: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const save = useSaveForm(form, reject, {
    variables: ({ note }) => ({ id: turn.id, note }),
    saved: 'Chore sent back',
    onDone,
  });
  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <FormField id="reject-note" label="What still needs doing" error={errors.note?.message}>
        {(field) => <Textarea {...field} {...register('note')} />}
      </FormField>
      <FormDialogFooter
        error={save.saveError}
        onCancel={onDone}
        pending={save.pending}
        submitLabel="Reject"
      />
    </form>
  );
}
