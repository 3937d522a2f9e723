import { apiFetch } from '@familyhub/api-client';
import type { CreateItineraryItemBody, ItineraryItem, UpdateItineraryItemBody } from '@familyhub/contracts';
import { useVacationsMutation } from './vacations-keys';

/** POST /api/vacation-itinerary or PATCH /api/vacation-itinerary/:id. */
export function useSaveItineraryItem() {
  return useVacationsMutation(
    ({ id, body }: { id?: number; body: CreateItineraryItemBody | UpdateItineraryItemBody }) =>
      id === undefined
        ? apiFetch<ItineraryItem>('/api/vacation-itinerary', { method: 'POST', body })
        : apiFetch<ItineraryItem>(`/api/vacation-itinerary/${id}`, { method: 'PATCH', body }),
  );
}
