import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import { documentKeys } from './document-keys';

/** DELETE /api/school-documents/:id (its file, task and reminder go with it), then refresh the lists. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api/school-documents/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.all() }),
  });
}
