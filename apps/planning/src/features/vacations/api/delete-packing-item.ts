import { apiFetch } from '@familyhub/api-client';
import { useVacationsMutation } from './vacations-keys';

/** DELETE /api/vacation-packing-items/:id. */
export function useDeletePackingItem() {
  return useVacationsMutation((id: number) =>
    apiFetch<void>(`/api/vacation-packing-items/${id}`, { method: 'DELETE' }),
  );
}
