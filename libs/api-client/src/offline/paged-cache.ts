import type { InfiniteData } from '@tanstack/react-query';

/** What a paged list keeps in the cache: one page (a dashboard card's first few) or the pages of a list screen. */
export type PagedCache<P> = P | InfiniteData<P, string | undefined>;

/**
 * Every page of one cached answer under a paged resource, changed by `change` (an optimistic update: a row added,
 * edited or removed). `last` says whether the page is the last one loaded.
 */
export function mapPagedCache<P extends { items: unknown[] }>(
  cache: PagedCache<P> | undefined,
  change: (page: P, position: { first: boolean; last: boolean }) => P,
): PagedCache<P> | undefined {
  if (cache && 'pages' in cache && Array.isArray(cache.pages)) {
    const count = cache.pages.length;
    return {
      ...cache,
      pages: cache.pages.map((page, i) => change(page, { first: i === 0, last: i === count - 1 })),
    };
  }
  if (cache && 'items' in cache && Array.isArray(cache.items))
    return change(cache, { first: true, last: true });
  return cache;
}
