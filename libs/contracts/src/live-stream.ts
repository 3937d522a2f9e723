// Apart from live.ts (zod schemas) so every page's live stream opens without loading zod (issue #16).

/** The SSE event name of a change, and the browser's one stream. */
export const LIVE_CHANGE_EVENT = 'change';
export const LIVE_STREAM_PATH = '/api/live';
/** Each domain service's stream, opened only by the gateway (signed caller; that caller's family only). */
export const INTERNAL_LIVE_STREAM_PATH = '/internal/live/stream';
