import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { logger, runNow, type Database, type JobDefinition, type LiveEvents } from '@familyhub/server-kit';
import type { LiveTopic } from '@familyhub/contracts';
import type { PlanningSchema } from '../schema';
import { voiceNotes, type VoiceNoteRow } from './message-media.table';
import type { PlanningFiles } from './planning-files';

const log = logger.child({ feature: 'voice-transcription' });

/**
 * A speech-to-text service speaking OpenAI's `POST /v1/audio/transcriptions` (multipart `file` and `model`,
 * answering `{ "text": … }`): OpenAI itself, or a self-hosted Whisper server (faster-whisper-server, LocalAI …).
 */
export interface SpeechToTextConfig {
  /** The full endpoint, e.g. `http://whisper.local:8000/v1/audio/transcriptions`. */
  url: string;
  apiKey?: string;
  /** Default `whisper-1` (what the OpenAI-compatible servers accept for their loaded model). */
  model?: string;
}

/** SPEECH_TO_TEXT_URL (and _API_KEY, _MODEL), or null: voice notes then say transcription is not available. */
export function speechToTextFromEnv(env: NodeJS.ProcessEnv = process.env): SpeechToTextConfig | null {
  const url = env.SPEECH_TO_TEXT_URL?.trim();
  if (!url) return null;
  return {
    url,
    apiKey: env.SPEECH_TO_TEXT_API_KEY?.trim() || undefined,
    model: env.SPEECH_TO_TEXT_MODEL?.trim() || undefined,
  };
}

/** A note is tried this many times (a run each) before it is marked failed. */
export const TRANSCRIPTION_ATTEMPTS = 3;
const BATCH = 5;
const REQUEST_TIMEOUT_MS = 120_000;

export interface TranscriberOptions {
  db: Database<PlanningSchema>;
  files: PlanningFiles;
  config: SpeechToTextConfig;
  live: LiveEvents<LiveTopic<'planning'>>;
}

/**
 * The transcription job (issue #32, 001 §3 `voice_notes.transcription`, `status`): sends each pending voice note's
 * audio to the speech-to-text service and keeps the text; a note the service refuses is tried again on the next
 * runs, then marked failed. The thread's readers see the text arrive (live update).
 */
export function createTranscriber({ db, files, config, live }: TranscriberOptions) {
  async function transcribe(note: VoiceNoteRow): Promise<string> {
    const row = await files.findByUrl(note.familyId, note.fileUrl);
    const bytes = row ? await files.readBytes(row) : null;
    if (!row || !bytes) throw new Error('the voice note file is gone');
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)], { type: row.contentType }), row.name);
    form.set('model', config.model ?? 'whisper-1');
    form.set('response_format', 'json');
    const response = await fetch(config.url, {
      method: 'POST',
      body: form,
      headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`speech-to-text answered ${response.status}`);
    const body = (await response.json()) as { text?: unknown };
    if (typeof body.text !== 'string') throw new Error('speech-to-text answered no text');
    return body.text.trim();
  }

  async function runPending(): Promise<{ transcribed: number; failed: number }> {
    let transcribed = 0;
    let failed = 0;
    // Oldest first, each note once a run: a refused one stays pending for the next run (by id, past it).
    let after = 0;
    for (;;) {
      const pending = await db
        .select()
        .from(voiceNotes)
        .where(
          and(
            eq(voiceNotes.status, 'pending'),
            lt(voiceNotes.attempts, TRANSCRIPTION_ATTEMPTS),
            gt(voiceNotes.id, after),
          ),
        )
        .orderBy(asc(voiceNotes.id))
        .limit(BATCH);
      if (pending.length === 0) return { transcribed, failed };
      for (const note of pending) {
        after = note.id;
        try {
          const text = await transcribe(note);
          await db
            .update(voiceNotes)
            .set({ status: 'done', transcription: text, updatedAt: new Date() })
            .where(eq(voiceNotes.id, note.id));
          transcribed += 1;
        } catch (err) {
          const last = note.attempts + 1 >= TRANSCRIPTION_ATTEMPTS;
          await db
            .update(voiceNotes)
            .set({
              attempts: sql`${voiceNotes.attempts} + 1`,
              ...(last ? { status: 'failed' } : {}),
              updatedAt: new Date(),
            })
            .where(eq(voiceNotes.id, note.id));
          if (last) failed += 1;
          log.warn({ err, voiceNoteId: note.id, last }, 'a voice note was not transcribed');
        }
        // Either thread may hold it: both lists of the family look again.
        live.publish(note.familyId, 'messages');
        live.publish(note.familyId, 'conversations');
      }
    }
  }

  const kick = runNow(runPending, (err) => {
    log.error({ err }, 'transcribing voice notes failed; the job tries again');
    return { transcribed: 0, failed: 0 };
  });
  return { runPending, kick };
}
export type Transcriber = ReturnType<typeof createTranscriber>;

/** How often the job looks for voice notes still waiting (new ones start at once; this retries). */
export const TRANSCRIPTION_INTERVAL_MS = 60_000;

export function transcriptionJob(run: () => Promise<unknown>): JobDefinition {
  return { name: 'voice-transcription', everyMs: TRANSCRIPTION_INTERVAL_MS, run };
}
