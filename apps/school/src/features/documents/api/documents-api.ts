import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  callEndpoint,
  endpointPages,
  endpointQuery,
  endpointUrl,
  queryKeys,
  uploadFile,
  useEndpointMutation,
  useRefreshingMutation,
} from '@familyhub/api-client';
import {
  endpointRoutes,
  type CreateSchoolDocumentBody,
  type DocumentTaskBody,
  type DocumentType,
  type DocumentView,
} from '@familyhub/contracts';
import { documentsMessages } from '../messages';

const endpoints = endpointRoutes.schoolDocuments;

/** What the Digital Backpack's list is narrowed to (the tab, the search box and the two filters). */
export interface DocumentFilters {
  view: DocumentView;
  search: string;
  studentId: number | null;
  documentType: DocumentType | null;
}

/** How many documents a tab shows at first and adds with each "Load more". */
export const DOCUMENT_PAGE_SIZE = 50;

/** One tab's documents (spec 000 §7, paged). */
export const documentsQueryOptions = (filters: DocumentFilters) =>
  endpointPages(endpoints.list, DOCUMENT_PAGE_SIZE, {
    query: {
      view: filters.view,
      limit: DOCUMENT_PAGE_SIZE,
      search: filters.search.trim() || undefined,
      studentId: filters.studentId ?? undefined,
      documentType: filters.documentType ?? undefined,
    },
  });

export function useDocuments(filters: DocumentFilters) {
  return useInfiniteQuery(documentsQueryOptions(filters));
}

/** The nearest open documents, for the dashboard card. */
export function useNearestDocuments(limit: number) {
  return useQuery(endpointQuery(endpoints.list, { query: { view: 'action-required', limit } }));
}

/** The Action Required badge, the Due Today banner, the dashboard. */
export const documentSummaryQueryOptions = (today: string) =>
  endpointQuery(endpoints.summary, { query: { today } });

export function useDocumentSummary(today: string) {
  return useQuery(documentSummaryQueryOptions(today));
}

/** The document an alert's View Details opened the backpack on. */
export const documentQueryOptions = (id: number) => endpointQuery(endpoints.get, { params: { id } });

export function useDocument(id: number | null) {
  return useQuery({ ...documentQueryOptions(id ?? 0), enabled: id !== null });
}

/** The reason the spec gives when the file could not be stored (000 §8), with the server's words. */
export class UploadFailed extends Error {
  constructor(cause: unknown) {
    super(
      cause instanceof Error && cause.message
        ? documentsMessages.t('error.upload.reason', { reason: cause.message })
        : documentsMessages.t('error.upload'),
    );
  }
}

export interface DocumentSave {
  /** The document being edited; absent when adding. */
  id?: number;
  /** The document fields; `fileUrl` is filled from the upload, or left out on edit to keep the current file. */
  body: Omit<CreateSchoolDocumentBody, 'fileUrl'>;
  /** The chosen file: uploaded first (spec 000 §7's upload), then the document is saved with its fileUrl. */
  file: File | null;
}

/** Uploads the file (if any), then adds the document or changes it. */
export function useSaveDocument() {
  return useRefreshingMutation([endpoints.list.resource], async ({ id, body, file }: DocumentSave) => {
    let uploaded: { fileUrl: string; fileType: string; fileSize: number } | undefined;
    if (file) {
      try {
        const answer = await uploadFile(endpointUrl(endpointRoutes.schoolFiles.legacyUpload), file);
        uploaded = { fileUrl: answer.fileUrl, fileType: answer.fileType, fileSize: answer.fileSize };
      } catch (error) {
        throw new UploadFailed(error);
      }
    }
    return id === undefined
      ? callEndpoint(endpoints.create, { body: { ...body, fileUrl: uploaded?.fileUrl ?? '', ...uploaded } })
      : callEndpoint(endpoints.update, { params: { id }, body: { ...body, ...uploaded } });
  });
}

/** Marks a document submitted now (spec 000 §7). */
export function useSubmitDocument() {
  return useEndpointMutation(endpoints.submit, (id: number) => ({
    params: { id },
    body: { submitted: true as const, submittedAt: new Date().toISOString() },
  }));
}

/** A family task on /tasks linked back to the document. */
export function useMakeDocumentTask() {
  return useEndpointMutation(
    endpoints.makeTask,
    ({ id, body }: { id: number; body: DocumentTaskBody }) => ({ params: { id }, body }),
    { alsoRefreshes: [queryKeys.tasks()[0]] },
  );
}

/** Deletes a document (its file, task and reminder go with it). */
export function useDeleteDocument() {
  return useEndpointMutation(endpoints.remove, (id: number) => ({ params: { id } }));
}
