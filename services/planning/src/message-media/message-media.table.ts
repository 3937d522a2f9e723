import { filesTable } from '@familyhub/server-kit';
import { index, integer, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { planning } from '../pg-schema';

/** Photos, files and voice notes sent in messages (issue #32): rows here, bytes in the file storage. */
export const files = filesTable(planning);

/**
 * 001 §3 `voice_notes` (fileUrl, duration, transcription, status [pending]): one a recorded message, found by
 * the message's mediaUrl. `status` is a `TranscriptionStatus`; the transcription job takes the pending ones.
 */
export const voiceNotes = planning.table(
  'voice_notes',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    fileUrl: text('file_url').notNull(),
    /** Seconds, as the recording browser measured it (at most VOICE_NOTE_MAX_SECONDS). */
    duration: real('duration').notNull(),
    transcription: text('transcription'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('voice_notes_file_url_idx').on(t.fileUrl),
    index('voice_notes_family_id_idx').on(t.familyId),
    index('voice_notes_status_idx').on(t.status),
  ],
);

export type VoiceNoteRow = typeof voiceNotes.$inferSelect;
