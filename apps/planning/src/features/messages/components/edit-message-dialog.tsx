import { useForm } from 'react-hook-form';
import {
  MESSAGE_MAX_LENGTH,
  editMessageBody,
  type EditMessageBody,
  type Message,
} from '@familyhub/contracts';
import { FormDialog, FormField, Textarea } from '@familyhub/ui';
import { EntityForm, bodyResolver, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { messagesMessages } from '../messages';

export interface EditMessageDialogProps {
  /** The message being changed; null keeps the dialog closed. */
  message: Pick<Message, 'id' | 'content'> | null;
  onClose: () => void;
  save: { mutateAsync: (variables: { id: number; body: EditMessageBody }) => Promise<unknown> };
}

/** Change one's own message (issue #32): it then shows as edited. */
export function EditMessageDialog({ message, onClose, save }: EditMessageDialogProps) {
  const t = useMessages(messagesMessages);
  return (
    <FormDialog
      open={message !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('edit.title')}
      description={t('edit.description')}
    >
      {message ? <EditMessageForm message={message} onClose={onClose} save={save} /> : null}
    </FormDialog>
  );
}

function EditMessageForm({
  message,
  onClose,
  save,
}: EditMessageDialogProps & { message: Pick<Message, 'id' | 'content'> }) {
  const t = useMessages(messagesMessages);
  const form = useForm<EditMessageBody>({
    resolver: bodyResolver(editMessageBody),
    defaultValues: { content: message.content },
  });
  const saving = useSaveForm(form, save, {
    variables: (body: EditMessageBody) => ({ id: message.id, body }),
    saved: t('edit.saved'),
    onDone: onClose,
  });
  return (
    <EntityForm save={saving} onCancel={onClose}>
      <FormField id="edit-message" label={t('composer.input')} error={form.formState.errors.content?.message}>
        {(control) => (
          <Textarea {...control} rows={3} maxLength={MESSAGE_MAX_LENGTH} {...form.register('content')} />
        )}
      </FormField>
    </EntityForm>
  );
}
