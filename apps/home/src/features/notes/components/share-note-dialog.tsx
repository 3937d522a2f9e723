import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useMembers } from '@familyhub/api-client';
import { noteSharesBody, type Note, type NoteShare } from '@familyhub/contracts';
import { FormDialog, FormField, Select } from '@familyhub/ui';
import { contractResolver, EntityForm, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from '../../shared/messages';
import { useShareNote } from '../api/notes-api';
import { notesMessages } from '../messages';

export interface ShareNoteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The owner's note to share; absent while the dialog is closed. */
  note?: Note;
}

/** Each other member's choice: not shared, or shared to read or to edit (field names `m<id>`). */
type ShareValues = Record<string, 'none' | NoteShare['permission']>;

const sharesOf = (values: ShareValues): NoteShare[] =>
  Object.entries(values).flatMap(([field, choice]) =>
    choice === 'none' ? [] : [{ memberId: Number(field.slice(1)), permission: choice }],
  );

const resolver = contractResolver(noteSharesBody, (values: ShareValues) => ({ shares: sharesOf(values) }));

/** Share: the note's owner chooses which family members may read it or edit it; nobody else sees it. */
export function ShareNoteDialog({ open, onOpenChange, note }: ShareNoteDialogProps) {
  const t = useMessages(notesMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('share.title')}
      description={note ? t('share.description', { title: note.title }) : ''}
    >
      {note ? <ShareNoteForm key={note.id} note={note} onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}

function ShareNoteForm({ note, onDone }: { note: Note; onDone: () => void }) {
  const t = useMessages(notesMessages);
  const members = useMembers();
  if (members.isPending) return <p className="text-sm text-muted-foreground">{t('share.loading')}</p>;
  const others = members.all.filter((member) => member.id !== members.me?.id);
  if (others.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('share.nobody')}</p>;
  }
  return <ShareChoices note={note} others={others} onDone={onDone} />;
}

function ShareChoices({
  note,
  others,
  onDone,
}: {
  note: Note;
  others: { id: number; name: string }[];
  onDone: () => void;
}) {
  const t = useMessages(notesMessages);
  const shared = useMessages(sharedMessages);
  const current = new Map(note.shares.map((share) => [share.memberId, share.permission]));
  const form = useForm<ShareValues, unknown, z.output<typeof noteSharesBody>>({
    resolver,
    defaultValues: Object.fromEntries(others.map((m) => [`m${m.id}`, current.get(m.id) ?? 'none'])),
  });
  const save = useSaveForm(form, useShareNote(), {
    variables: (body) => ({ id: note.id, shares: body.shares }),
    saved: (_answer, body) => ({
      title: body.shares.length > 0 ? t('share.toast.shared') : t('share.toast.private'),
      description: note.title,
    }),
    onDone,
  });

  return (
    <EntityForm
      save={save}
      onCancel={onDone}
      submitLabel={t('share.submit')}
      cancelLabel={shared('form.cancel')}
    >
      {others.map((member) => (
        <FormField key={member.id} id={`note-share-${member.id}`} label={member.name}>
          {(field) => (
            <Select {...field} {...form.register(`m${member.id}`)}>
              <option value="none">{t('share.none')}</option>
              <option value="read">{t('share.read')}</option>
              <option value="edit">{t('share.edit')}</option>
            </Select>
          )}
        </FormField>
      ))}
    </EntityForm>
  );
}
