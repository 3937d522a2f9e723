import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, queryKeys } from '@familyhub/api-client';
import type { DocumentTaskBody, SchoolDocument } from '@familyhub/contracts';
import { documentKeys } from './document-keys';

/** POST /api/school-documents/:id/task — a family task on /tasks linked back to the document. */
export function useMakeDocumentTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DocumentTaskBody }) =>
      apiFetch<SchoolDocument>(`/api/school-documents/${id}/task`, { method: 'POST', body }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: documentKeys.all() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.tasks() });
    },
  });
}
