import { z } from 'zod';
import { pageOf, pageQueryWith } from '../paging';
import { endpointsFor } from '../endpoint';
import { pathId } from '../path-id';

export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGE_PAGE_DEFAULT = 50;
export const MESSAGE_PAGE_MAX = 100;

/** The longest voice note (issue #32): two minutes. */
export const VOICE_NOTE_MAX_SECONDS = 120;

/**
 * A voice note's transcription (001 §3 `voice_notes.status`): `pending` until the speech-to-text job has it,
 * `done` with its text, `failed` when the service could not, `unavailable` when this install has none configured.
 */
export const transcriptionStatuses = ['pending', 'done', 'failed', 'unavailable'] as const;
export type TranscriptionStatus = (typeof transcriptionStatuses)[number];

/** A photo, file or voice note sent in a message (001 §3 `mediaUrl`, `mediaType`), as its readers see it. */
export const messageMedia = z.object({
  kind: z.enum(['photo', 'file', 'voice']),
  /** Full size, readable by the conversation's members only: `/api/planning/files/<id>`. */
  url: z.string(),
  /** The MIME type read from the file's bytes (`mediaType`). */
  contentType: z.string(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  /** A photo's pixel size, so the thread keeps its place while the thumbnail loads; null otherwise. */
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  /** A photo's small WebP copy (at most 480 px a side); null when none could be made (e.g. HEIC). */
  thumbnailUrl: z.string().nullable(),
  voice: z
    .object({
      durationSeconds: z.number().nonnegative(),
      transcription: z.string().nullable(),
      status: z.enum(transcriptionStatuses),
    })
    .nullable(),
});
export type MessageMedia = z.infer<typeof messageMedia>;

/**
 * What a message carries besides its words: a file uploaded first with `POST /api/planning/files?use=`
 * (`message-attachment` for a photo or file, `voice-note` for a recording, with its length in seconds).
 */
export const messageAttachment = z.object({
  fileUrl: z.string({ error: 'Upload the file first, then send its fileUrl' }).min(1).max(300),
  durationSeconds: z
    .number({ error: 'A voice note needs its length in seconds' })
    .positive('A voice note needs its length in seconds')
    .max(VOICE_NOTE_MAX_SECONDS, 'A voice note can be at most 2 minutes long')
    .optional(),
});
export type MessageAttachment = z.infer<typeof messageAttachment>;

/** A family message (spec 000 §3: content, timestamp, senderId). */
export const message = z.object({
  id: z.number().int(),
  content: z.string(),
  senderId: z.number().int(),
  /** When the server stored it (ISO 8601). */
  timestamp: z.string(),
  /** When its sender last changed it (issue #32): shown as edited. */
  editedAt: z.string().nullable(),
  /** Its sender deleted it: the content is gone, the place in the conversation stays. */
  deleted: z.boolean(),
  /** A photo, file or voice note it carries (issue #32), or null. */
  media: messageMedia.nullable(),
});
export type Message = z.infer<typeof message>;

/**
 * POST /api/messages. The spec's client also sends senderId and timestamp: they are accepted and dropped
 * (zod strips unknown keys) — the sender is always the signed-in caller and the time is the server's.
 */
const messageText = z
  .string({ error: 'Message cannot be empty' })
  .trim()
  .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`);

export const createMessageBody = z
  .object({
    /** May be empty when the message carries a photo, file or voice note. */
    content: messageText.default(''),
    attachment: messageAttachment.optional(),
  })
  .refine((body) => body.content.length > 0 || body.attachment !== undefined, {
    message: 'Message cannot be empty',
    path: ['content'],
  });
export type CreateMessageBody = z.input<typeof createMessageBody>;

/** PATCH /api/messages/{id} and /api/conversations/{id}/messages/{messageId}: the sender's new words. */
export const editMessageBody = z.object({ content: messageText.min(1, 'Message cannot be empty') });
export type EditMessageBody = z.input<typeof editMessageBody>;

/**
 * GET /api/messages?cursor=&limit= — the newest `limit` messages first; each next page (nextCursor) is the one
 * before it, going back in time (docs/architecture.md "Settled patterns": paging). Within a page, oldest first.
 */
export const messagePageQuery = pageQueryWith({
  defaultLimit: MESSAGE_PAGE_DEFAULT,
  maxLimit: MESSAGE_PAGE_MAX,
});
export type MessagePageQuery = z.input<typeof messagePageQuery>;

/** One page, oldest first; `nextCursor` asks for the earlier page, null when there is none. */
export const messagePage = pageOf(message);
export type MessagePage = z.infer<typeof messagePage>;

export const MESSAGE_SEARCH_MAX = 50;

/** GET /api/messages/search?q= — words to find in the conversations the caller belongs to (issue #32). */
export const messageSearchQuery = z.object({
  q: z
    .string({ error: 'Type what to look for' })
    .trim()
    .min(2, 'Type at least 2 characters to search')
    .max(200, 'Search for at most 200 characters'),
});
export type MessageSearchQuery = z.input<typeof messageSearchQuery>;

/** One message found: in the family thread (conversationId null) or a group or direct conversation. */
export const messageSearchHit = z.object({
  id: z.number().int(),
  conversationId: z.number().int().nullable(),
  senderId: z.number().int(),
  content: z.string(),
  timestamp: z.string(),
});
export type MessageSearchHit = z.infer<typeof messageSearchHit>;
export const messageSearchResults = z.object({ items: z.array(messageSearchHit) });
export type MessageSearchResults = z.infer<typeof messageSearchResults>;

const endpoint = endpointsFor('planning', 'messages');

/** The family conversation's endpoints (spec 000 §2 Messages). */
export const messageEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/messages',
    summary: "The family's messages, newest first, a page at a time",
    query: messagePageQuery,
    response: messagePage,
  }),
  search: endpoint({
    method: 'GET',
    path: '/api/messages/search',
    summary: 'Find messages in the family thread and the conversations the caller belongs to, newest first',
    query: messageSearchQuery,
    response: messageSearchResults,
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/messages',
    summary: 'Send a message to the family',
    body: createMessageBody,
    response: message,
    status: 201,
  }),
  edit: endpoint({
    method: 'PATCH',
    path: '/api/messages/:id',
    summary: 'Change your own message',
    params: { id: pathId('Message') },
    body: editMessageBody,
    response: message,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/messages/:id',
    summary: 'Delete your own message (it shows as deleted)',
    params: { id: pathId('Message') },
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/messages/read',
    summary: 'Mark everything in the family thread read for the caller',
  }),
};
