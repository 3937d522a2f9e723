import type { z, ZodType } from 'zod';
import type { Page } from '@familyhub/contracts';
import { badRequest } from './errors';

/**
 * The service side of `?cursor=&limit=` paging (contracts `pageQuery` / `pageOf`). A cursor is the sort key
 * of the last item of a page, as base64url JSON: opaque to clients, checked against `key` when it comes back,
 * so a cursor that was edited, truncated or made for another list is a 400 and never reaches SQL.
 *
 * ```ts
 * const taskCursor = keysetCursor(z.object({ id: z.number().int().positive() }));
 * const after = taskCursor.decode(query.cursor);             // undefined on the first page
 * const rows = await repo.list(familyId, { after, limit: query.limit + 1 }); // one more tells if a next page exists
 * return taskCursor.page(rows, query.limit, (row) => ({ id: row.id }));
 * ```
 */
export function keysetCursor<Key extends ZodType>(key: Key) {
  const encode = (value: z.input<Key>): string =>
    Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
  return {
    encode,

    /** The key a cursor carries; undefined for no cursor (the first page); a 400 for one this list did not make. */
    decode(cursor: string | undefined): z.output<Key> | undefined {
      if (cursor === undefined) return undefined;
      let value: unknown;
      try {
        if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('not base64url');
        value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
      } catch {
        throw invalidCursor();
      }
      const parsed = key.safeParse(value);
      if (!parsed.success) throw invalidCursor();
      return parsed.data;
    },

    /**
     * One page from rows read with `limit + 1`: the extra row only tells that a next page exists, so the
     * answer needs no count. `keyOf` gives the sort key of a row (the last one shown becomes the cursor).
     */
    page<Row>(rows: Row[], limit: number, keyOf: (row: Row) => z.input<Key>): Page<Row> {
      if (rows.length <= limit) return { items: rows, nextCursor: null };
      const items = rows.slice(0, limit);
      return { items, nextCursor: encode(keyOf(items[items.length - 1])) };
    },
  };
}
export type KeysetCursor<Key extends ZodType> = ReturnType<typeof keysetCursor<Key>>;

/** Turns a page of rows into a page of answers, keeping the cursor. */
export function mapPage<Row, Item>(page: Page<Row>, toItem: (row: Row) => Item): Page<Item> {
  return { items: page.items.map(toItem), nextCursor: page.nextCursor };
}

function invalidCursor() {
  return badRequest(
    'The page cursor is not valid: pass the nextCursor of a previous page, or none for the first',
  );
}
