import { z } from 'zod';
import { PAGE_DEFAULT_LIMIT, PAGE_MAX_LIMIT, pageOf, pageQuery, pageQueryWith } from './paging';

describe('paging contract', () => {
  it('reads ?cursor=&limit= with the default limit when none is named', () => {
    expect(pageQuery.parse({})).toEqual({ limit: PAGE_DEFAULT_LIMIT });
    expect(pageQuery.parse({ cursor: 'abc', limit: '20' })).toEqual({ cursor: 'abc', limit: 20 });
  });

  it('refuses a limit out of range or not whole, and an empty or oversized cursor', () => {
    for (const limit of ['0', '-1', '1.5', 'ten', String(PAGE_MAX_LIMIT + 1)]) {
      expect(pageQuery.safeParse({ limit }).success).toBe(false);
    }
    expect(pageQuery.safeParse({ cursor: '' }).success).toBe(false);
    expect(pageQuery.safeParse({ cursor: 'x'.repeat(513) }).success).toBe(false);
    expect(pageQuery.safeParse({ limit: '0' }).error?.issues[0].message).toBe(
      'limit must be a whole number between 1 and 200',
    );
  });

  it('takes a list’s own default and maximum', () => {
    const query = pageQueryWith({ defaultLimit: 100, maxLimit: 500 });
    expect(query.parse({})).toEqual({ limit: 100 });
    expect(query.parse({ limit: '500' }).limit).toBe(500);
    expect(query.safeParse({ limit: '501' }).success).toBe(false);
  });

  it('describes a page as { items, nextCursor }', () => {
    const page = pageOf(z.object({ id: z.number() }));
    expect(page.parse({ items: [{ id: 1 }], nextCursor: null })).toEqual({
      items: [{ id: 1 }],
      nextCursor: null,
    });
    expect(page.parse({ items: [], nextCursor: 'next' }).nextCursor).toBe('next');
    expect(page.safeParse({ items: [{ id: 'x' }], nextCursor: null }).success).toBe(false);
    expect(page.safeParse({ items: [] }).success).toBe(false);
  });
});
