import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, uploadFile } from '@familyhub/api-client';
import type { CreateSchoolDocumentBody, SchoolDocument } from '@familyhub/contracts';
import { documentKeys } from './document-keys';

/** The reason the spec gives when the file could not be stored (000 §8), with the server's words. */
export class UploadFailed extends Error {
  constructor(cause: unknown) {
    super(`Failed to upload file${cause instanceof Error && cause.message ? ` (${cause.message})` : ''}`);
  }
}

export interface DocumentSave {
  /** The document being edited; absent when adding. */
  id?: number;
  /** The document fields; `fileUrl` is filled from the upload, or left out on edit to keep the current file. */
  body: Omit<CreateSchoolDocumentBody, 'fileUrl'>;
  /** The chosen file: uploaded first (POST /api/upload), then the document is saved with its fileUrl. */
  file: File | null;
}

/** POST /api/upload then POST /api/school-documents, or PATCH /api/school-documents/:id (file optional). */
export function useSaveDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, file }: DocumentSave) => {
      let uploaded: { fileUrl: string; fileType: string; fileSize: number } | undefined;
      if (file) {
        try {
          const answer = await uploadFile('/api/upload', file);
          uploaded = { fileUrl: answer.fileUrl, fileType: answer.fileType, fileSize: answer.fileSize };
        } catch (error) {
          throw new UploadFailed(error);
        }
      }
      return id === undefined
        ? apiFetch<SchoolDocument>('/api/school-documents', {
            method: 'POST',
            body: { ...body, ...uploaded },
          })
        : apiFetch<SchoolDocument>(`/api/school-documents/${id}`, {
            method: 'PATCH',
            body: { ...body, ...uploaded },
          });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.all() }),
  });
}
