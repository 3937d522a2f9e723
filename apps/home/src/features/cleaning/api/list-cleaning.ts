import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { CleaningSessionPage, CleaningTemplatePage } from '@familyhub/contracts';
import { cleaningKeys } from './cleaning-keys';

const withCursor = (path: string, cursor: string | null) =>
  cursor ? `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}` : path;

/** GET /api/cleaning/templates: the routines, newest first. */
export function useCleaningTemplates() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: cleaningKeys.templates(),
      queryFn: ({ pageParam }) =>
        apiFetch<CleaningTemplatePage>(withCursor('/api/cleaning/templates', pageParam)),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
    }),
  );
}

/** GET /api/cleaning/sessions?state=open|finished: sessions under way, or the history. */
export function useCleaningSessions(state: 'open' | 'finished') {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: cleaningKeys.sessions(state),
      queryFn: ({ pageParam }) =>
        apiFetch<CleaningSessionPage>(withCursor(`/api/cleaning/sessions?state=${state}`, pageParam)),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
    }),
  );
}
