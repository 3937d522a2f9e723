import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { ChorePage } from '@familyhub/contracts';
import { choresKeys } from './chores-keys';

/** GET /api/chores: the family's chores, newest first, a page at a time. */
export const choresQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: choresKeys.list(),
    queryFn: ({ pageParam }) =>
      apiFetch<ChorePage>(pageParam ? `/api/chores?cursor=${encodeURIComponent(pageParam)}` : '/api/chores'),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useChores() {
  return useInfiniteQuery(choresQueryOptions());
}
