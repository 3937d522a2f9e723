import {
  audioFileTypes,
  fileTypeOfMime,
  photoFileTypes,
  type MessageAttachment,
  type MessageMedia,
  type TranscriptionStatus,
} from '@familyhub/contracts';
import { badRequest, type Caller, type Database } from '@familyhub/server-kit';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { PlanningSchema } from '../schema';
import { NO_MEDIA, type MediaColumns } from '../shared/message-media-columns';
import { voiceNotes, type VoiceNoteRow } from './message-media.table';
import type { PlanningFiles } from './planning-files';

/** A photo's thumbnail: WebP, at most this many pixels a side (a phone's thread column at 2× density). */
export const THUMBNAIL_MAX_PX = 480;

/** What a message carries, checked and ready to be stored with it (the voice note in the same transaction). */
export interface PreparedMedia {
  columns: MediaColumns;
  voice: { fileUrl: string; duration: number; status: TranscriptionStatus } | null;
}

type Logger = { warn(details: object, message: string): void };

export interface MessageMediaOptions {
  db: Database<PlanningSchema>;
  files: PlanningFiles;
  /** Whether a speech-to-text service is configured: new voice notes wait for it, or say it is not available. */
  transcribes: boolean;
  /** Told when a voice note waits for its transcription (the job starts at once). */
  onVoiceNote?: () => void;
  log?: Logger;
}

/**
 * Photos, files and voice notes in messages (issue #32), for the family thread and the conversations alike: the
 * upload is checked and described when its message is sent, a photo gets its thumbnail and pixel size, a voice
 * note its row for the transcription job; a deleted message takes its files with it.
 */
export function createMessageMedia({ db, files, transcribes, onVoiceNote, log }: MessageMediaOptions) {
  /** A photo's pixel size (as shown: EXIF rotation applied) and its thumbnail, or nulls when sharp cannot read it. */
  async function describePhoto(caller: Caller, bytes: Buffer, name: string) {
    try {
      const meta = await sharp(bytes, { failOn: 'error' }).metadata();
      const thumbnail = await sharp(bytes, { failOn: 'error' })
        .autoOrient()
        .resize(THUMBNAIL_MAX_PX, THUMBNAIL_MAX_PX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 76 })
        .toBuffer();
      const kept = await files.addFile(caller, 'message-attachment', thumbnail, {
        contentType: 'image/webp',
        name: `${name.replace(/\.[^.]+$/, '')}-thumbnail.webp`,
      });
      // As shown: a phone photo turned by its EXIF orientation has its sides swapped.
      return {
        width: meta.autoOrient?.width ?? meta.width ?? null,
        height: meta.autoOrient?.height ?? meta.height ?? null,
        thumbnailUrl: kept.fileUrl,
      };
    } catch (error) {
      // HEIC and damaged images: sent and opened as they are, with no thumbnail.
      log?.warn({ err: error }, 'no thumbnail for a message photo');
      return { width: null, height: null, thumbnailUrl: null };
    }
  }

  return {
    /**
     * Checks an attachment before its message is stored: the caller's own upload in this family, not sent in
     * another message, of the use the message needs; a voice note with its length.
     */
    async prepare(caller: Caller, attachment: MessageAttachment | undefined): Promise<PreparedMedia> {
      if (!attachment) return { columns: NO_MEDIA, voice: null };
      const row = await files.findByUrl(caller.familyId, attachment.fileUrl);
      if (!row || row.createdById !== caller.userId) {
        throw badRequest('Attach a file you uploaded: upload it again, then send the message');
      }
      const url = files.urlOf(row);
      if ((await files.heldUrls([url])).size > 0) throw badRequest('This file was already sent in a message');
      const type = fileTypeOfMime(row.contentType);
      const base = {
        mediaUrl: url,
        mediaType: row.contentType,
        mediaName: row.name,
        mediaSize: row.size,
      };
      if (row.use === 'voice-note') {
        if (attachment.durationSeconds === undefined) {
          throw badRequest('A voice note needs its length in seconds');
        }
        return {
          columns: { ...NO_MEDIA, ...base },
          voice: {
            fileUrl: url,
            duration: attachment.durationSeconds,
            status: transcribes ? 'pending' : 'unavailable',
          },
        };
      }
      if (type && photoFileTypes.has(type)) {
        const bytes = await files.readBytes(row);
        const photo = bytes ? await describePhoto(caller, bytes, row.name) : null;
        return {
          columns: {
            ...NO_MEDIA,
            ...base,
            mediaWidth: photo?.width ?? null,
            mediaHeight: photo?.height ?? null,
            thumbnailUrl: photo?.thumbnailUrl ?? null,
          },
          voice: null,
        };
      }
      return { columns: { ...NO_MEDIA, ...base }, voice: null };
    },

    /** Stores a prepared voice note's row, inside the transaction that stores its message. */
    async keepVoice(tx: Database<PlanningSchema>, familyId: number, media: PreparedMedia): Promise<void> {
      if (!media.voice) return;
      await tx.insert(voiceNotes).values({ familyId, ...media.voice });
    },

    /** After the message is stored: a waiting voice note starts its transcription. */
    sent(media: PreparedMedia): void {
      if (media.voice?.status === 'pending') onVoiceNote?.();
    },

    /** The voice notes of these messages, by their file's address (one query for a page). */
    async voiceNotesOf(rows: Pick<MediaColumns, 'mediaUrl'>[]): Promise<Map<string, VoiceNoteRow>> {
      const urls = rows.flatMap((row) => (row.mediaUrl ? [row.mediaUrl] : []));
      if (urls.length === 0) return new Map();
      const found = await db.select().from(voiceNotes).where(inArray(voiceNotes.fileUrl, urls));
      return new Map(found.map((note) => [note.fileUrl, note]));
    },

    /** A deleted message's files and voice note go (its row keeps no media). */
    async drop(familyId: number, columns: MediaColumns): Promise<void> {
      if (columns.mediaUrl) {
        await db.delete(voiceNotes).where(inArray(voiceNotes.fileUrl, [columns.mediaUrl]));
        await files.removeByUrl(familyId, columns.mediaUrl);
      }
      if (columns.thumbnailUrl) await files.removeByUrl(familyId, columns.thumbnailUrl);
    },
  };
}
export type MessageMediaService = ReturnType<typeof createMessageMedia>;

/** The media a reader sees of a message row, or null. */
export function mediaOf(row: MediaColumns, voiceNotes: Map<string, VoiceNoteRow>): MessageMedia | null {
  if (!row.mediaUrl || !row.mediaType) return null;
  const type = fileTypeOfMime(row.mediaType);
  const note = voiceNotes.get(row.mediaUrl);
  const kind =
    type && audioFileTypes.has(type) ? 'voice' : type && photoFileTypes.has(type) ? 'photo' : 'file';
  return {
    kind,
    url: row.mediaUrl,
    contentType: row.mediaType,
    name: row.mediaName ?? '',
    size: row.mediaSize ?? 0,
    width: row.mediaWidth,
    height: row.mediaHeight,
    thumbnailUrl: row.thumbnailUrl,
    voice:
      kind === 'voice'
        ? {
            durationSeconds: note?.duration ?? 0,
            transcription: note?.status === 'done' ? note.transcription : null,
            status: (note?.status as TranscriptionStatus | undefined) ?? 'unavailable',
          }
        : null,
  };
}
