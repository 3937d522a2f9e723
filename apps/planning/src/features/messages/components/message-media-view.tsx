import { useState } from 'react';
import { FileTextIcon, MicIcon } from 'lucide-react';
import type { MessageMedia } from '@familyhub/contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, cn } from '@familyhub/ui';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { messagesMessages } from '../messages';

/** "0:07", "1:45": a voice note's length. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** What the transcript line says while there is no text (issue #32: said plainly, never left blank). */
const transcriptStatusKey = {
  pending: 'transcript.pending',
  failed: 'transcript.failed',
  unavailable: 'transcript.unavailable',
} as const;

const THUMBNAIL_PX = 240;

/** A photo's thumbnail at its own proportions (kept before it loads, so the thread does not jump); opens full size. */
function Photo({ media }: { media: MessageMedia }) {
  const t = useMessages(messagesMessages);
  const formats = useFormats();
  const [open, setOpen] = useState(false);
  const { width, height } = media;
  const scale = width && height ? Math.min(1, THUMBNAIL_PX / Math.max(width, height)) : 1;
  const shown =
    width && height ? { width: Math.round(width * scale), height: Math.round(height * scale) } : null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="overflow-hidden rounded-xl ring-1 ring-border focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <img
          src={media.thumbnailUrl ?? media.url}
          alt={t('media.photo', { name: media.name })}
          loading="lazy"
          width={shown?.width ?? THUMBNAIL_PX}
          height={shown?.height}
          className="block max-w-full bg-muted object-cover"
          style={shown ? { aspectRatio: `${shown.width} / ${shown.height}` } : undefined}
        />
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-[95vw] sm:max-w-3xl">
          <DialogHeader>
            <DialogTitle>{media.name}</DialogTitle>
            <DialogDescription>
              {width && height ? `${width} × ${height} · ` : ''}
              {formats.fileSize(media.size)} ·{' '}
              <a href={media.url} download={media.name} className="underline underline-offset-2">
                {t('media.download')}
              </a>
            </DialogDescription>
          </DialogHeader>
          <img
            src={media.url}
            alt={t('media.photoFull', { name: media.name })}
            className="max-h-[75vh] w-full rounded-md object-contain"
          />
        </DialogContent>
      </Dialog>
    </>
  );
}

function VoiceNote({ media, own }: { media: MessageMedia; own: boolean }) {
  const t = useMessages(messagesMessages);
  const voice = media.voice;
  const transcript = voice?.transcription;
  return (
    <div className={cn('grid gap-1 rounded-2xl bg-muted p-2 text-start', own && 'rounded-ee-sm')}>
      <div className="flex items-center gap-2 text-xs text-muted-foreground">
        <MicIcon className="size-3.5" aria-hidden />
        <span>{t('composer.voiceNote', { duration: formatDuration(voice?.durationSeconds ?? 0) })}</span>
      </div>
      <audio
        controls
        preload="metadata"
        src={media.url}
        aria-label={t('media.voiceLabel', { duration: formatDuration(voice?.durationSeconds ?? 0) })}
        className="h-9 w-64 max-w-full"
      />
      <p className={cn('max-w-64 text-sm', !transcript && 'text-xs text-muted-foreground italic')}>
        {transcript ??
          t(transcriptStatusKey[voice?.status === 'done' ? 'failed' : (voice?.status ?? 'unavailable')])}
      </p>
    </div>
  );
}

/** A photo, file or voice note carried by a message (issue #32). */
export function MessageMediaView({ media, own }: { media: MessageMedia; own: boolean }) {
  const formats = useFormats();
  if (media.kind === 'photo') return <Photo media={media} />;
  if (media.kind === 'voice') return <VoiceNote media={media} own={own} />;
  return (
    <a
      href={media.url}
      target="_blank"
      rel="noreferrer"
      className="flex items-center gap-2 rounded-xl bg-muted px-3 py-2 text-sm ring-1 ring-border hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      <FileTextIcon className="size-4 shrink-0" aria-hidden />
      <span className="truncate">{media.name}</span>
      <span className="shrink-0 text-xs text-muted-foreground">{formats.fileSize(media.size)}</span>
    </a>
  );
}
