import { apiFetch } from '@familyhub/api-client';
import { useVacationsMutation } from './vacations-keys';

/** DELETE /api/vacation-itinerary/:id. */
export function useDeleteItineraryItem() {
  return useVacationsMutation((id: number) =>
    apiFetch<void>(`/api/vacation-itinerary/${id}`, { method: 'DELETE' }),
  );
}
