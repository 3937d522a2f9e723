import { z } from 'zod';
import { HttpError } from './errors';
import { keysetCursor, mapPage } from './keyset-cursor';

const byDueThenId = keysetCursor(z.object({ due: z.string().nullable(), id: z.number().int().positive() }));

function refusal(run: () => unknown): HttpError | undefined {
  try {
    run();
  } catch (error) {
    return error as HttpError;
  }
  return undefined;
}

describe('keysetCursor', () => {
  it('gives back the key it encoded, in an opaque url-safe string', () => {
    const cursor = byDueThenId.encode({ due: '2026-11-23', id: 42 });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor).not.toContain('42');
    expect(byDueThenId.decode(cursor)).toEqual({ due: '2026-11-23', id: 42 });
  });

  it('reads no cursor as the first page', () => {
    expect(byDueThenId.decode(undefined)).toBeUndefined();
  });

  it('answers 400 for a cursor it did not make', () => {
    const foreign = keysetCursor(z.object({ name: z.string() })).encode({ name: 'x' });
    for (const bad of ['%%%', 'bm90IGpzb24', foreign, byDueThenId.encode({ due: null, id: -1 }), 'e30']) {
      const error = refusal(() => byDueThenId.decode(bad));
      expect(error).toBeInstanceOf(HttpError);
      expect(error?.status).toBe(400);
      expect(error?.message).toMatch(/cursor is not valid/);
    }
  });

  it('pages rows read with limit + 1: the last shown row becomes the cursor', () => {
    const rows = [1, 2, 3].map((id) => ({ id, due: null }));
    const first = byDueThenId.page(rows, 2, (row) => row);
    expect(first.items.map((row) => row.id)).toEqual([1, 2]);
    expect(byDueThenId.decode(first.nextCursor!)).toEqual({ due: null, id: 2 });
    expect(byDueThenId.page(rows.slice(2), 2, (row) => row)).toEqual({ items: [rows[2]], nextCursor: null });
    expect(byDueThenId.page([], 2, (row) => row)).toEqual({ items: [], nextCursor: null });
  });

  it('maps a page’s items and keeps its cursor', () => {
    expect(mapPage({ items: [{ id: 1 }], nextCursor: 'c' }, (row) => row.id * 10)).toEqual({
      items: [10],
      nextCursor: 'c',
    });
  });
});
