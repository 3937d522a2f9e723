import { integer, text } from 'drizzle-orm/pg-core';

// Shared by the family thread's and the conversations' message tables (issue #32) and the media feature.

/**
 * The media columns a message table carries (001 §3 `group_messages.mediaUrl`, `mediaType`): the file's address
 * and type, its name and size, a photo's pixel size and its thumbnail's address.
 */
export function messageMediaColumns() {
  return {
    mediaUrl: text('media_url'),
    mediaType: text('media_type'),
    mediaName: text('media_name'),
    mediaSize: integer('media_size'),
    mediaWidth: integer('media_width'),
    mediaHeight: integer('media_height'),
    thumbnailUrl: text('thumbnail_url'),
  };
}

/** The media columns of a message row (`messageMediaColumns`). */
export interface MediaColumns {
  mediaUrl: string | null;
  mediaType: string | null;
  mediaName: string | null;
  mediaSize: number | null;
  mediaWidth: number | null;
  mediaHeight: number | null;
  thumbnailUrl: string | null;
}

export const NO_MEDIA: MediaColumns = {
  mediaUrl: null,
  mediaType: null,
  mediaName: null,
  mediaSize: null,
  mediaWidth: null,
  mediaHeight: null,
  thumbnailUrl: null,
};
