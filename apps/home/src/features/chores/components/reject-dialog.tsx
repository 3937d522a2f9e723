import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { rejectChoreBody, type ChoreAssignment } from '@familyhub/contracts';
import { FormDialog, FormDialogFooter, FormField, Textarea } from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { useRejectAssignment } from '../api/chores-api';
import { choresMessages } from '../messages';
import { sharedMessages } from '../../shared/messages';

type RejectInput = z.input<typeof rejectChoreBody>;
type RejectOutput = z.output<typeof rejectChoreBody>;

/** Reject a completed turn: it goes back to the assignee with the note. */
export function RejectDialog({ turn, onClose }: { turn: ChoreAssignment | null; onClose: () => void }) {
  const t = useMessages(choresMessages);
  return (
    <FormDialog
      open={turn !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('reject.title')}
      description={turn ? t('reject.description', { title: turn.choreTitle }) : ''}
    >
      {turn ? <RejectForm key={turn.id} turn={turn} onDone={onClose} /> : null}
    </FormDialog>
  );
}

function RejectForm({ turn, onDone }: { turn: ChoreAssignment; onDone: () => void }) {
  const t = useMessages(choresMessages);
  const shared = useMessages(sharedMessages);
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
    saved: t('reject.toast.sent'),
    onDone,
  });
  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <FormField id="reject-note" label={t('reject.note')} error={errors.note?.message}>
        {(field) => <Textarea {...field} {...register('note')} />}
      </FormField>
      <FormDialogFooter
        error={save.saveError}
        onCancel={onDone}
        pending={save.pending}
        submitLabel={t('reject.submit')}
        cancelLabel={shared('form.cancel')}
      />
    </form>
  );
}
