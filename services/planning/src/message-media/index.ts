export { files, voiceNotes, type VoiceNoteRow } from './message-media.table';
export { messageMediaColumns, NO_MEDIA, type MediaColumns } from '../shared/message-media-columns';
export {
  createPlanningFiles,
  planningFileAccess,
  PLANNING_FILES_PATH,
  type PlanningFiles,
} from './planning-files';
export {
  createMessageMedia,
  mediaOf,
  THUMBNAIL_MAX_PX,
  type MessageMediaService,
  type PreparedMedia,
} from './message-media';
export {
  createTranscriber,
  speechToTextFromEnv,
  transcriptionJob,
  TRANSCRIPTION_ATTEMPTS,
  type SpeechToTextConfig,
  type Transcriber,
} from './transcription';
