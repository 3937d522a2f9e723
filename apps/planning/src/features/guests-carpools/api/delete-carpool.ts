import { apiFetch } from '@familyhub/api-client';
import { useEventsMutation } from './guests-carpools-keys';

/** DELETE /api/carpools/:id (its passengers with it). */
export function useDeleteCarpool() {
  return useEventsMutation((id: number) => apiFetch<void>(`/api/carpools/${id}`, { method: 'DELETE' }));
}
