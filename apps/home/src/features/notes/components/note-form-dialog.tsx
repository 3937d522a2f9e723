import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createNoteBody, noteCategories, type NoteCategory, type Note } from '@familyhub/contracts';
import { FormDialog, FormField, Input, Select, Textarea } from '@familyhub/ui';
import { contractResolver, EntityForm, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from '../../shared/messages';
import { useSaveNote } from '../api/notes-api';
import { notesMessages } from '../messages';

export interface NoteFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The note being edited (the member's own, or one shared with them to edit); absent when writing one. */
  note?: Note;
}

/** Write or edit a note: the contract's own schema checks the fields, so the form says the server's words. */
export function NoteFormDialog({ open, onOpenChange, note }: NoteFormDialogProps) {
  const t = useMessages(notesMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={note ? t('form.editTitle') : t('form.newTitle')}
      description={note ? t('form.editDescription') : t('form.newDescription')}
    >
      <NoteForm key={note?.id ?? 'new'} note={note} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

interface NoteFormValues {
  title: string;
  content: string;
  category: NoteCategory;
}

const resolver = contractResolver(createNoteBody, (values: NoteFormValues) => ({ ...values }));

function NoteForm({ note, onDone }: { note?: Note; onDone: () => void }) {
  const t = useMessages(notesMessages);
  const shared = useMessages(sharedMessages);
  const form = useForm<NoteFormValues, unknown, z.output<typeof createNoteBody>>({
    resolver,
    defaultValues: {
      title: note?.title ?? '',
      content: note?.content ?? '',
      category: note?.category ?? 'personal',
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const save = useSaveForm(form, useSaveNote(note?.id), {
    saved: (_answer, body) => ({
      title: note ? t('form.toast.updated') : t('form.toast.saved'),
      description: body.title,
    }),
    onDone,
  });

  return (
    <EntityForm
      save={save}
      onCancel={onDone}
      submitLabel={shared('form.save')}
      cancelLabel={shared('form.cancel')}
    >
      <FormField id="note-title" label={t('form.title')} error={errors.title?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('title')} />}
      </FormField>
      <FormField id="note-category" label={t('form.category')} error={errors.category?.message}>
        {(field) => (
          <Select {...field} {...register('category')}>
            {noteCategories.map((category) => (
              <option key={category} value={category}>
                {t(`category.${category}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="note-content" label={t('form.content')} error={errors.content?.message}>
        {(field) => <Textarea {...field} rows={8} {...register('content')} />}
      </FormField>
    </EntityForm>
  );
}
