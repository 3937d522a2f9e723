import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  callEndpoint,
  endpointPages,
  endpointQuery,
  useEndpointMutation,
  useRefreshingMutation,
} from '@familyhub/api-client';
import { endpointRoutes, type CreateJournalEntryBody } from '@familyhub/contracts';

const endpoints = endpointRoutes.journal;
/** Journal text and tags never rest in the browser's offline cache (libs/api-client persist-cache.ts). */
const notKept = { meta: { keepOffline: false } } as const;

/** How many entries the tab shows at first and adds with each "Load more". */
export const JOURNAL_PAGE_SIZE = 20;

export interface JournalFilter {
  tag?: string;
  /** One day (the calendar's pick). */
  date?: string;
}

/** The caller's own entries (or, `shared`, those shared with them), newest day first, a page at a time. */
export function useJournal(filter: JournalFilter, shared = false) {
  return useInfiniteQuery({
    ...endpointPages(endpoints.list, JOURNAL_PAGE_SIZE, {
      query: {
        tag: filter.tag,
        from: filter.date,
        to: filter.date,
        shared: shared ? 'true' : undefined,
      },
    }),
    ...notKept,
  });
}

/** The days of a month the caller wrote on (the calendar). */
export function useJournalDays(from: string, to: string) {
  return useQuery({ ...endpointQuery(endpoints.days, { query: { from, to } }), ...notKept });
}

/** Every tag of the caller's entries (the filter). */
export function useJournalTags() {
  return useQuery({ ...endpointQuery(endpoints.tags), ...notKept });
}

/** Writes an entry, or changes it when `id` is given; then the journal refreshes. */
export function useSaveJournalEntry() {
  return useRefreshingMutation(
    [endpoints.list.resource],
    ({ id, body }: { id?: number; body: CreateJournalEntryBody }) =>
      id === undefined
        ? callEndpoint(endpoints.create, { body })
        : callEndpoint(endpoints.update, { params: { id }, body }),
  );
}

/** Names the members who may read an entry ([] makes it private again). */
export function useShareJournalEntry() {
  return useEndpointMutation(endpoints.share, ({ id, memberIds }: { id: number; memberIds: number[] }) => ({
    params: { id },
    body: { memberIds },
  }));
}

export function useDeleteJournalEntry() {
  return useEndpointMutation(endpoints.remove, (id: number) => ({ params: { id } }));
}
