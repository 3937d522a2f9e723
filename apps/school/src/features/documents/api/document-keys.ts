import type { DocumentType, DocumentView } from '@familyhub/contracts';

/** What the Digital Backpack's list is narrowed to (the tab, the search box and the two filters). */
export interface DocumentFilters {
  view: DocumentView;
  search: string;
  studentId: number | null;
  documentType: DocumentType | null;
}

/** Query keys of the documents feature; the root is the school service's live topic 'school-documents'. */
export const documentKeys = {
  all: () => ['school-documents'] as const,
  list: (filters: DocumentFilters) => ['school-documents', 'list', filters] as const,
  summary: (today: string) => ['school-documents', 'summary', today] as const,
};
