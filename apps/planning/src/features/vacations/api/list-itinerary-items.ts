import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { ItineraryItem } from '@familyhub/contracts';
import { vacationsKeys } from './vacations-keys';

/** GET /api/vacations/:id/itinerary — one vacation's itinerary (bounded by the vacation: not paged). */
export function useItinerary(vacationId: number) {
  return useQuery({
    queryKey: vacationsKeys.itinerary(vacationId),
    queryFn: () => apiFetch<ItineraryItem[]>(`/api/vacations/${vacationId}/itinerary`),
  });
}
