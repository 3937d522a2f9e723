import { apiFetch } from '@familyhub/api-client';
import { useEventsMutation } from './guests-carpools-keys';

/** DELETE /api/event-guests/:id */
export function useDeleteGuest() {
  return useEventsMutation((id: number) => apiFetch<void>(`/api/event-guests/${id}`, { method: 'DELETE' }));
}
