import { useForm } from 'react-hook-form';
import { createJournalEntryBody, type CreateJournalEntryBody, type JournalEntry } from '@familyhub/contracts';
import { FormDialog, FormDialogFooter, FormField, Input, Textarea } from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from '../../shared/messages';
import { useSaveJournalEntry } from '../api/journal-api';
import { journalMessages } from '../messages';

export interface JournalEntryFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The entry being edited; absent when writing a new one. */
  journalEntry?: JournalEntry;
  /** The new entry's day. */
  today: string;
}

/** Write or edit an entry: the contract's own schema checks the fields, so the form says the server's words. */
export function JournalEntryFormDialog({
  open,
  onOpenChange,
  journalEntry,
  today,
}: JournalEntryFormDialogProps) {
  const t = useMessages(journalMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={journalEntry ? t('form.titleEdit') : t('form.titleNew')}
      description={t('form.description')}
    >
      <JournalEntryForm
        key={journalEntry?.id ?? 'new'}
        journalEntry={journalEntry}
        today={today}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

/** What the form's controls hold: strings, as the DOM gives them. */
interface JournalEntryFormValues {
  title: string;
  content: string;
  tags: string;
  date: string;
}

/** Tags are typed comma-separated; the contract then checks the body the server will see. */
const journalEntryFormResolver = contractResolver(
  createJournalEntryBody,
  (values: JournalEntryFormValues) => ({
    title: values.title,
    content: values.content,
    tags: values.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    date: values.date,
  }),
);

function JournalEntryForm({
  journalEntry,
  today,
  onDone,
}: {
  journalEntry?: JournalEntry;
  today: string;
  onDone: () => void;
}) {
  const t = useMessages(journalMessages);
  const words = useMessages(sharedMessages);
  const form = useForm<JournalEntryFormValues, unknown, CreateJournalEntryBody>({
    resolver: journalEntryFormResolver,
    defaultValues: {
      title: journalEntry?.title ?? '',
      content: journalEntry?.content ?? '',
      tags: journalEntry?.tags.join(', ') ?? '',
      date: journalEntry?.date ?? today,
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const save = useSaveForm(form, useSaveJournalEntry(), {
    variables: (body) => ({ id: journalEntry?.id, body }),
    saved: (answer) => ({ title: t('toast.saved'), description: answer.title }),
    onDone,
  });

  return (
    <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
      <FormField id="journal-entry-title" label={t('form.title')} error={errors.title?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('title')} />}
      </FormField>
      <FormField id="journal-entry-content" label={t('form.content')} error={errors.content?.message}>
        {(field) => <Textarea {...field} rows={8} {...register('content')} />}
      </FormField>
      <FormField
        id="journal-entry-tags"
        label={t('form.tags')}
        hint={t('form.tagsHint')}
        error={errors.tags?.message}
      >
        {(field) => <Input {...field} autoComplete="off" {...register('tags')} />}
      </FormField>
      <FormField id="journal-entry-date" label={t('form.date')} error={errors.date?.message}>
        {(field) => <Input {...field} type="date" {...register('date')} />}
      </FormField>
      <FormDialogFooter
        error={save.saveError}
        onCancel={onDone}
        pending={save.pending}
        submitLabel={words('form.save')}
        cancelLabel={words('form.cancel')}
      />
    </form>
  );
}
