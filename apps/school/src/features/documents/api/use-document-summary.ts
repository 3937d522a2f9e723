import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { DocumentSummary } from '@familyhub/contracts';
import { documentKeys } from './document-keys';

/** GET /api/school-documents/summary?today= — the Action Required badge, the Due Today banner, the dashboard. */
export const documentSummaryQueryOptions = (today: string) =>
  queryOptions({
    queryKey: documentKeys.summary(today),
    queryFn: () => apiFetch<DocumentSummary>(`/api/school-documents/summary?today=${today}`),
  });

export function useDocumentSummary(today: string) {
  return useQuery(documentSummaryQueryOptions(today));
}
