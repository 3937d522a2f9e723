import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { SchoolDocument } from '@familyhub/contracts';
import { documentKeys } from './document-keys';

/** POST /api/school-documents/:id/submit with `submitted: true, submittedAt` (spec 000 §7). */
export function useSubmitDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<SchoolDocument>(`/api/school-documents/${id}/submit`, {
        method: 'POST',
        body: { submitted: true, submittedAt: new Date().toISOString() },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.all() }),
  });
}
