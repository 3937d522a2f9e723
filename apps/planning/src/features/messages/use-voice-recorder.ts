import { useCallback, useEffect, useRef, useState } from 'react';
import { VOICE_NOTE_MAX_SECONDS } from '@familyhub/contracts';
import { messagesMessages } from './messages';

/** What the browser can record, best first: Opus in WebM (Chromium, Firefox) or Ogg, AAC in MP4 (Safari). */
const RECORDING_TYPES = [
  { mime: 'audio/webm;codecs=opus', extension: 'webm' },
  { mime: 'audio/webm', extension: 'webm' },
  { mime: 'audio/ogg;codecs=opus', extension: 'ogg' },
  { mime: 'audio/mp4', extension: 'm4a' },
] as const;

export interface RecordedVoiceNote {
  file: File;
  durationSeconds: number;
  /** An address the browser plays the recording from before it is sent. */
  previewUrl: string;
}

export type VoiceRecorderState =
  | { status: 'idle' }
  | { status: 'recording'; seconds: number }
  | { status: 'recorded'; note: RecordedVoiceNote }
  | { status: 'error'; message: string };

/** Whether this browser records audio at all (MediaRecorder and a microphone API). */
export function canRecordVoice(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.MediaRecorder !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

function recordingType() {
  return RECORDING_TYPES.find((type) => MediaRecorder.isTypeSupported(type.mime)) ?? null;
}

/**
 * Records a voice note from the microphone (issue #32): in what the browser offers, for at most two minutes (it
 * stops itself then), measured as it goes; `discard` drops it, and the microphone is let go whenever it stops.
 */
export function useVoiceRecorder() {
  const [state, setState] = useState<VoiceRecorderState>({ status: 'idle' });
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const startedAt = useRef(0);
  const cancelled = useRef(false);

  const letGo = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  }, []);

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    const type = recordingType();
    if (!canRecordVoice() || !type) {
      setState({ status: 'error', message: messagesMessages.t('voice.unsupported') });
      return;
    }
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setState({
        status: 'error',
        message: messagesMessages.t('voice.noMicrophone'),
      });
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream.current, { mimeType: type.mime });
    recorder.current = media;
    cancelled.current = false;
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      const seconds = Math.min(VOICE_NOTE_MAX_SECONDS, (performance.now() - startedAt.current) / 1000);
      letGo();
      if (cancelled.current || chunks.length === 0) {
        setState({ status: 'idle' });
        return;
      }
      const blob = new Blob(chunks, { type: media.mimeType || type.mime });
      const file = new File([blob], `voice-note.${type.extension}`, { type: blob.type });
      setState({
        status: 'recorded',
        note: {
          file,
          durationSeconds: Math.max(0.1, Math.round(seconds * 10) / 10),
          previewUrl: URL.createObjectURL(blob),
        },
      });
    };
    startedAt.current = performance.now();
    media.start(250);
    setState({ status: 'recording', seconds: 0 });
    timer.current = setInterval(() => {
      const seconds = (performance.now() - startedAt.current) / 1000;
      if (seconds >= VOICE_NOTE_MAX_SECONDS) stop();
      else setState({ status: 'recording', seconds });
    }, 250);
  }, [letGo, stop]);

  const discard = useCallback(() => {
    cancelled.current = true;
    if (recorder.current?.state === 'recording') recorder.current.stop();
    setState((current) => {
      if (current.status === 'recorded') URL.revokeObjectURL(current.note.previewUrl);
      return { status: 'idle' };
    });
  }, []);

  // Leaving the screen lets the microphone go.
  useEffect(
    () => () => {
      cancelled.current = true;
      if (recorder.current?.state === 'recording') recorder.current.stop();
      letGo();
    },
    [letGo],
  );

  return { state, start, stop, discard };
}
