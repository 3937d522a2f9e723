import { apiFetch } from '@familyhub/api-client';
import { useVacationsMutation } from './vacations-keys';

/** DELETE /api/vacations/:id (its packing list and itinerary go with it). */
export function useDeleteVacation() {
  return useVacationsMutation((id: number) => apiFetch<void>(`/api/vacations/${id}`, { method: 'DELETE' }));
}
