import { useRef, useState } from 'react';
import { endpointUrl, errorMessage, uploadFile } from '@familyhub/api-client';
import { useForm } from 'react-hook-form';
import { MicIcon, PaperclipIcon, SendIcon, SquareIcon, XIcon } from 'lucide-react';
import { Button, Input, toast } from '@familyhub/ui';
import { contractResolver } from '@familyhub/ui/forms';
import {
  MESSAGE_MAX_LENGTH,
  VOICE_NOTE_MAX_SECONDS,
  checkFileForUse,
  createMessageBody,
  endpointRoutes,
  fileAccept,
  fileUses,
  type CreateMessageBody,
  type UploadedFile,
} from '@familyhub/contracts';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { messagesMessages } from '../messages';
import { canRecordVoice, useVoiceRecorder } from '../use-voice-recorder';
import { formatDuration } from './message-media-view';

export interface MessageComposerProps {
  /** Where the message goes: the family thread's send, or a conversation's. */
  send: { mutateAsync: (body: CreateMessageBody) => Promise<unknown>; isPending: boolean };
  placeholder?: string;
  /** An archived group: nothing can be written. */
  disabledReason?: string;
}

const attachmentUse = fileUses['message-attachment'];
const uploadPath = (use: 'message-attachment' | 'voice-note') =>
  endpointUrl(endpointRoutes.planningFiles.upload, { query: { use } });

type Attached = { status: 'uploading'; name: string } | { status: 'ready'; file: UploadedFile };

/**
 * The input and Send button: Enter sends; nothing is sent while the text is empty or only spaces (spec 000 §5).
 * A photo or file can be attached (uploaded at once, sent with the words), and a voice note recorded and sent.
 */
export function MessageComposer({ send, placeholder, disabledReason }: MessageComposerProps) {
  const t = useMessages(messagesMessages);
  const formats = useFormats();
  const { register, handleSubmit, watch, reset, getValues } = useForm<CreateMessageBody>({
    // The contract refuses a blank message ('Message cannot be empty'); Send is disabled then anyway.
    resolver: contractResolver(createMessageBody, (values: CreateMessageBody) => values),
    defaultValues: { content: '' },
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const [attached, setAttached] = useState<Attached | null>(null);
  const [sendingVoice, setSendingVoice] = useState(false);
  const recorder = useVoiceRecorder();
  const blank = (watch('content') ?? '').trim() === '';
  const disabled = disabledReason !== undefined;
  const ready = attached?.status === 'ready' ? attached.file : null;

  const failed = (title: string, error: unknown) =>
    toast({ variant: 'destructive', title, description: errorMessage(error) });

  const submit = async (body: CreateMessageBody) => {
    if (send.isPending || attached?.status === 'uploading') return;
    try {
      await send.mutateAsync(ready ? { ...body, attachment: { fileUrl: ready.fileUrl } } : body);
      reset({ content: '' });
      setAttached(null);
    } catch (error) {
      failed(t('toast.sendFailed'), error);
    }
  };

  const attach = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const refusal = checkFileForUse(attachmentUse, file);
    if (refusal) {
      toast({ variant: 'destructive', title: t('toast.cannotAttach'), description: refusal });
      return;
    }
    setAttached({ status: 'uploading', name: file.name });
    try {
      setAttached({ status: 'ready', file: await uploadFile(uploadPath('message-attachment'), file) });
    } catch (error) {
      setAttached(null);
      failed(t('toast.uploadFailed'), error);
    }
  };

  const sendVoice = async () => {
    if (recorder.state.status !== 'recorded') return;
    const { note } = recorder.state;
    setSendingVoice(true);
    try {
      const uploaded = await uploadFile(uploadPath('voice-note'), note.file);
      await send.mutateAsync({
        content: getValues('content') ?? '',
        attachment: { fileUrl: uploaded.fileUrl, durationSeconds: note.durationSeconds },
      });
      reset({ content: '' });
      recorder.discard();
    } catch (error) {
      failed(t('toast.voiceFailed'), error);
    } finally {
      setSendingVoice(false);
    }
  };

  const voice = recorder.state;
  return (
    <form
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className="grid w-full gap-2"
      aria-label={t('composer.label')}
    >
      {attached ? (
        <div className="flex items-center gap-2 rounded-md bg-muted px-3 py-1.5 text-sm" role="status">
          <PaperclipIcon className="size-4 shrink-0" aria-hidden />
          <span className="truncate">
            {attached.status === 'uploading'
              ? t('composer.uploading', { name: attached.name })
              : `${attached.file.name} (${formats.fileSize(attached.file.fileSize)})`}
          </span>
          {attached.status === 'ready' ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="ms-auto size-7"
              aria-label={t('composer.remove', { name: attached.file.name })}
              onClick={() => setAttached(null)}
            >
              <XIcon aria-hidden />
            </Button>
          ) : null}
        </div>
      ) : null}
      {voice.status === 'recording' ? (
        <div
          className="flex flex-wrap items-center gap-2 rounded-md bg-muted px-3 py-1.5 text-sm"
          role="status"
        >
          <span className="size-2.5 animate-pulse rounded-full bg-destructive" aria-hidden />
          <span>
            {t('composer.recording', {
              elapsed: formatDuration(voice.seconds),
              limit: formatDuration(VOICE_NOTE_MAX_SECONDS),
            })}
          </span>
          <Button type="button" size="sm" variant="secondary" className="ms-auto" onClick={recorder.stop}>
            <SquareIcon aria-hidden />
            {t('composer.stop')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={recorder.discard}>
            {t('composer.cancel')}
          </Button>
        </div>
      ) : null}
      {voice.status === 'recorded' ? (
        <div className="flex flex-wrap items-center gap-2 rounded-md bg-muted px-3 py-1.5 text-sm">
          <span>{t('composer.voiceNote', { duration: formatDuration(voice.note.durationSeconds) })}</span>
          <audio
            controls
            src={voice.note.previewUrl}
            aria-label={t('composer.voicePreview')}
            className="h-8 max-w-56"
          />
          <Button
            type="button"
            size="sm"
            className="ms-auto"
            disabled={sendingVoice}
            onClick={() => void sendVoice()}
          >
            <SendIcon aria-hidden />
            {sendingVoice ? t('composer.sending') : t('composer.sendVoice')}
          </Button>
          <Button type="button" size="sm" variant="ghost" disabled={sendingVoice} onClick={recorder.discard}>
            {t('composer.discard')}
          </Button>
        </div>
      ) : null}
      {voice.status === 'error' ? (
        <p role="alert" className="text-sm text-destructive">
          {voice.message}
        </p>
      ) : null}
      <div className="flex items-center gap-2">
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={fileAccept(attachmentUse)}
          aria-label={t('composer.fileInput')}
          onChange={(event) => void attach(event.target.files?.[0])}
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t('composer.attach')}
          title={t('composer.attach')}
          disabled={disabled || attached !== null}
          onClick={() => fileInput.current?.click()}
        >
          <PaperclipIcon aria-hidden />
        </Button>
        {canRecordVoice() ? (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t('composer.record')}
            title={t('composer.recordHint')}
            disabled={disabled || voice.status === 'recording' || voice.status === 'recorded'}
            onClick={() => void recorder.start()}
          >
            <MicIcon aria-hidden />
          </Button>
        ) : null}
        <Input
          aria-label={t('composer.input')}
          placeholder={disabledReason ?? placeholder ?? t('composer.placeholder')}
          disabled={disabled}
          maxLength={MESSAGE_MAX_LENGTH}
          autoComplete="off"
          {...register('content')}
        />
        <Button
          type="submit"
          disabled={(blank && !ready) || send.isPending || attached?.status === 'uploading' || disabled}
        >
          <SendIcon aria-hidden />
          {t('composer.send')}
        </Button>
      </div>
    </form>
  );
}
