import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { errorMessage } from '@familyhub/api-client';
import { rejectChoreBody, type ChoreAssignment } from '@familyhub/contracts';
import { FormDialog, FormDialogFooter, FormField, Textarea, toast } from '@familyhub/ui';
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
  const [saveError, setSaveError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RejectInput, unknown, RejectOutput>({
    resolver: zodResolver(rejectChoreBody),
    defaultValues: { note: '' },
  });
  const onSubmit = async ({ note }: RejectOutput) => {
    setSaveError(null);
    try {
      await reject.mutateAsync({ id: turn.id, note });
      toast({ title: 'Chore sent back' });
      onDone();
    } catch (error) {
      setSaveError(errorMessage(error));
    }
  };
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="grid gap-4">
      <FormField id="reject-note" label="What still needs doing" error={errors.note?.message}>
        {(field) => <Textarea {...field} {...register('note')} />}
      </FormField>
      <FormDialogFooter error={saveError} onCancel={onDone} pending={isSubmitting} submitLabel="Reject" />
    </form>
  );
}
