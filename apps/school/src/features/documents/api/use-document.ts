import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { SchoolDocument } from '@familyhub/contracts';
import { documentKeys } from './document-keys';

/** GET /api/school-documents/:id — the document an alert's View Details opened the backpack on. */
export const documentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...documentKeys.all(), 'one', id] as const,
    queryFn: () => apiFetch<SchoolDocument>(`/api/school-documents/${id}`),
  });

export function useDocument(id: number | null) {
  return useQuery({ ...documentQueryOptions(id ?? 0), enabled: id !== null });
}
