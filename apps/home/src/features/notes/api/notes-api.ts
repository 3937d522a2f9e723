import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  callEndpoint,
  endpointQuery,
  useEndpointMutation,
  useRefreshingMutation,
} from '@familyhub/api-client';
import { endpointRoutes, type CreateNoteBody, type NoteCategory, type NoteShare } from '@familyhub/contracts';

const endpoints = endpointRoutes.notes;

export interface NoteFilter {
  category?: NoteCategory;
  /** Words to find in the member's own notes. */
  q?: string;
}

/** The member's own notes and those shared with them (refreshed by the live topic 'notes'). */
export function useNotes({ category, q }: NoteFilter = {}) {
  const query = { ...(category && { category }), ...(q?.trim() && { q: q.trim() }) };
  return useQuery({
    ...endpointQuery(endpoints.list, { query }),
    // Typing in the search box keeps the last answer on screen until the next one arrives.
    placeholderData: keepPreviousData,
    // Note text never rests in the browser's offline cache (libs/api-client persist-cache.ts).
    meta: { keepOffline: false },
  });
}

/** Writes a note, or changes it when `id` is given; then the lists refresh. */
export function useSaveNote(id: number | undefined) {
  return useRefreshingMutation([endpoints.list.resource], (body: CreateNoteBody) =>
    id === undefined
      ? callEndpoint(endpoints.create, { body })
      : callEndpoint(endpoints.update, { params: { id }, body }),
  );
}

/** Deletes a note (its owner only); then the lists refresh. */
export function useDeleteNote() {
  return useEndpointMutation(endpoints.remove, (id: number) => ({ params: { id } }));
}

/** Sets who a note is shared with (its owner only); then the lists refresh. */
export function useShareNote() {
  return useEndpointMutation(endpoints.share, ({ id, shares }: { id: number; shares: NoteShare[] }) => ({
    params: { id },
    body: { shares },
  }));
}
