import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type {
  CreateItineraryItemBody,
  CreatePackingItemBody,
  CreateVacationBody,
  ItineraryItem,
  PackingItem,
  UpdateItineraryItemBody,
  UpdatePackingItemBody,
  Vacation,
} from '@familyhub/contracts';

/** Every key starts with the live topic the planning service publishes ('vacations'). */
export const vacationsKey = () => ['vacations'] as const;
export const packingKey = (vacationId: number) => ['vacations', vacationId, 'packing-items'] as const;
export const itineraryKey = (vacationId: number) => ['vacations', vacationId, 'itinerary'] as const;

/** GET /api/vacations — soonest first. */
export const vacationsQueryOptions = () =>
  queryOptions({ queryKey: vacationsKey(), queryFn: () => apiFetch<Vacation[]>('/api/vacations') });

export function useVacations() {
  return useQuery(vacationsQueryOptions());
}

export function usePackingItems(vacationId: number) {
  return useQuery({
    queryKey: packingKey(vacationId),
    queryFn: () => apiFetch<PackingItem[]>(`/api/vacations/${vacationId}/packing-items`),
  });
}

export function useItinerary(vacationId: number) {
  return useQuery({
    queryKey: itineraryKey(vacationId),
    queryFn: () => apiFetch<ItineraryItem[]>(`/api/vacations/${vacationId}/itinerary`),
  });
}

/** Any change refreshes everything under 'vacations' (the list, packing lists, itineraries). */
function useVacationsMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vacationsKey() }),
  });
}

/** POST /api/vacations or PATCH /api/vacations/:id. */
export function useSaveVacation() {
  return useVacationsMutation(({ id, body }: { id?: number; body: CreateVacationBody }) =>
    id === undefined
      ? apiFetch<Vacation>('/api/vacations', { method: 'POST', body })
      : apiFetch<Vacation>(`/api/vacations/${id}`, { method: 'PATCH', body }),
  );
}

export function useDeleteVacation() {
  return useVacationsMutation((id: number) => apiFetch<void>(`/api/vacations/${id}`, { method: 'DELETE' }));
}

export function useAddPackingItem() {
  return useVacationsMutation((body: CreatePackingItemBody) =>
    apiFetch<PackingItem>('/api/vacation-packing-items', { method: 'POST', body }),
  );
}

export function useUpdatePackingItem() {
  return useVacationsMutation(({ id, body }: { id: number; body: UpdatePackingItemBody }) =>
    apiFetch<PackingItem>(`/api/vacation-packing-items/${id}`, { method: 'PATCH', body }),
  );
}

export function useDeletePackingItem() {
  return useVacationsMutation((id: number) =>
    apiFetch<void>(`/api/vacation-packing-items/${id}`, { method: 'DELETE' }),
  );
}

/** POST /api/vacation-itinerary or PATCH /api/vacation-itinerary/:id. */
export function useSaveItineraryItem() {
  return useVacationsMutation(
    ({ id, body }: { id?: number; body: CreateItineraryItemBody | UpdateItineraryItemBody }) =>
      id === undefined
        ? apiFetch<ItineraryItem>('/api/vacation-itinerary', { method: 'POST', body })
        : apiFetch<ItineraryItem>(`/api/vacation-itinerary/${id}`, { method: 'PATCH', body }),
  );
}

export function useDeleteItineraryItem() {
  return useVacationsMutation((id: number) =>
    apiFetch<void>(`/api/vacation-itinerary/${id}`, { method: 'DELETE' }),
  );
}
