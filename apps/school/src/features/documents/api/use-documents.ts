import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { SchoolDocumentPage } from '@familyhub/contracts';
import { documentKeys, type DocumentFilters } from './document-keys';

/** How many documents a tab shows at first and adds with each "Load more". */
export const DOCUMENT_PAGE_SIZE = 50;

/** GET /api/school-documents?view&search&studentId&documentType&limit&cursor (spec 000 §7, paged). */
export function documentsPath(filters: DocumentFilters, cursor?: string): string {
  const params = new URLSearchParams({ view: filters.view, limit: String(DOCUMENT_PAGE_SIZE) });
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.studentId !== null) params.set('studentId', String(filters.studentId));
  if (filters.documentType !== null) params.set('documentType', filters.documentType);
  if (cursor) params.set('cursor', cursor);
  return `/api/school-documents?${params.toString()}`;
}

export const documentsQueryOptions = (filters: DocumentFilters) =>
  infiniteQueryOptions({
    queryKey: documentKeys.list(filters),
    queryFn: ({ pageParam }) => apiFetch<SchoolDocumentPage>(documentsPath(filters, pageParam ?? undefined)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useDocuments(filters: DocumentFilters) {
  return useInfiniteQuery(documentsQueryOptions(filters));
}
