import { z } from 'zod';

/**
 * Every list of the API is paged the same way (docs/architecture.md "Settled patterns"): a keyset cursor.
 * `GET /api/<things>?cursor=<opaque>&limit=<n>` answers `{ items, nextCursor }`; `nextCursor` asks for the
 * next page and is null on the last one. The cursor is opaque to clients (the service encodes the sort key of
 * the last item it sent), so a page costs the same however far into the list it is, and rows added or removed
 * meanwhile never shift what the next page shows.
 */
export const PAGE_DEFAULT_LIMIT = 50;
export const PAGE_MAX_LIMIT = 200;
/** Longer than any cursor a service makes; anything longer is refused before it is decoded. */
export const PAGE_CURSOR_MAX_LENGTH = 512;

export interface PageLimits {
  /** Items per page when the client names no `limit`. */
  defaultLimit?: number;
  /** The most a client may ask for in one page. */
  maxLimit?: number;
}

/** The query of a paged list with its own limits: `?cursor=<opaque>&limit=<n>`. */
export function pageQueryWith({
  defaultLimit = PAGE_DEFAULT_LIMIT,
  maxLimit = PAGE_MAX_LIMIT,
}: PageLimits = {}) {
  const limitMessage = `limit must be a whole number between 1 and ${maxLimit}`;
  return z.object({
    cursor: z
      .string({ error: 'cursor must be the nextCursor of a previous page' })
      .min(1, 'cursor must be the nextCursor of a previous page')
      .max(PAGE_CURSOR_MAX_LENGTH, 'cursor must be the nextCursor of a previous page')
      .optional(),
    limit: z.coerce
      .number({ error: limitMessage })
      .int(limitMessage)
      .min(1, limitMessage)
      .max(maxLimit, limitMessage)
      .default(defaultLimit),
  });
}

/** `?cursor=<opaque>&limit=<n>` with the default limits (50 per page, at most 200). */
// Pure: a page that only reads the limits or the Page type does not load zod for it (issue #16).
export const pageQuery = /* #__PURE__ */ pageQueryWith();
export type PageQuery = z.output<typeof pageQuery>;
/** What a client sends: both optional. */
export type PageParams = z.input<typeof pageQuery>;

/** The answer of a paged list: `{ items, nextCursor }`, nextCursor null on the last page. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
export interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}
