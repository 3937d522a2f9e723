import { z } from 'zod';

export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGE_PAGE_DEFAULT = 50;
export const MESSAGE_PAGE_MAX = 100;

/** A family message (spec 000 §3: content, timestamp, senderId). */
export const message = z.object({
  id: z.number().int(),
  content: z.string(),
  senderId: z.number().int(),
  /** When the server stored it (ISO 8601). */
  timestamp: z.string(),
});
export type Message = z.infer<typeof message>;

/**
 * POST /api/messages. The spec's client also sends senderId and timestamp: they are accepted and dropped
 * (zod strips unknown keys) — the sender is always the signed-in caller and the time is the server's.
 */
export const createMessageBody = z.object({
  content: z
    .string({ error: 'Message cannot be empty' })
    .trim()
    .min(1, 'Message cannot be empty')
    .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`),
});
export type CreateMessageBody = z.input<typeof createMessageBody>;

/** GET /api/messages?before=<id>&limit=<n>: the newest `limit` messages older than `before`. */
export const messagePageQuery = z.object({
  before: z.coerce
    .number({ error: 'before must be a message id' })
    .int('before must be a message id')
    .positive('before must be a message id')
    .optional(),
  limit: z.coerce
    .number({ error: `limit must be between 1 and ${MESSAGE_PAGE_MAX}` })
    .int(`limit must be between 1 and ${MESSAGE_PAGE_MAX}`)
    .min(1, `limit must be between 1 and ${MESSAGE_PAGE_MAX}`)
    .max(MESSAGE_PAGE_MAX, `limit must be between 1 and ${MESSAGE_PAGE_MAX}`)
    .default(MESSAGE_PAGE_DEFAULT),
});
export type MessagePageQuery = z.input<typeof messagePageQuery>;

/** One page, oldest first; `nextBefore` asks for the earlier page, null when there is none. */
export const messagePage = z.object({
  items: z.array(message),
  nextBefore: z.number().int().nullable(),
});
export type MessagePage = z.infer<typeof messagePage>;
