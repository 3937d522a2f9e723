import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, queryKeys } from '@familyhub/api-client';

/** DELETE /api/events/:id (every occurrence of a series), then refresh every event query. */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api/events/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.events() }),
  });
}
