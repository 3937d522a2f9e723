import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  callEndpoint,
  endpointPages,
  endpointQuery,
  useEndpointMutation,
  useRefreshingMutation,
} from '@familyhub/api-client';
import {
  endpointRoutes,
  type CreateItineraryItemBody,
  type CreatePackingItemBody,
  type CreateVacationBody,
  type UpdateItineraryItemBody,
  type UpdatePackingItemBody,
} from '@familyhub/contracts';

const endpoints = endpointRoutes.vacations;

/** How many trips the Vacations tab shows at first and adds with each "Load more". */
export const VACATION_PAGE_SIZE = 25;
const refreshes = [endpoints.list.resource];

/** The family's trips, soonest start first, a page at a time. */
export function useVacations() {
  return useInfiniteQuery(endpointPages(endpoints.list, VACATION_PAGE_SIZE));
}

/** One trip's packing list. */
export function usePackingItems(vacationId: number) {
  return useQuery(endpointQuery(endpoints.packingItems, { params: { id: vacationId } }));
}

/** One trip's itinerary. */
export function useItinerary(vacationId: number) {
  return useQuery(endpointQuery(endpoints.itinerary, { params: { id: vacationId } }));
}

/** Plans a trip, or changes it when `id` is given. */
export function useSaveVacation() {
  return useRefreshingMutation(refreshes, ({ id, body }: { id?: number; body: CreateVacationBody }) =>
    id === undefined
      ? callEndpoint(endpoints.create, { body })
      : callEndpoint(endpoints.update, { params: { id }, body }),
  );
}

/** Deletes a trip (its packing list and itinerary go with it). */
export function useDeleteVacation() {
  return useEndpointMutation(endpoints.remove, (id: number) => ({ params: { id } }));
}

/** Adds an item to a trip's packing list. */
export function useAddPackingItem() {
  return useEndpointMutation(endpoints.addPackingItem, (body: CreatePackingItemBody) => ({ body }));
}

/** Ticks a packing item packed, or edits it. */
export function useUpdatePackingItem() {
  return useEndpointMutation(
    endpoints.updatePackingItem,
    ({ id, body }: { id: number; body: UpdatePackingItemBody }) => ({ params: { id }, body }),
  );
}

export function useDeletePackingItem() {
  return useEndpointMutation(endpoints.removePackingItem, (id: number) => ({ params: { id } }));
}

/** Adds an itinerary item, or changes it when `id` is given. */
export function useSaveItineraryItem() {
  return useRefreshingMutation(
    refreshes,
    (
      save: { id?: undefined; body: CreateItineraryItemBody } | { id: number; body: UpdateItineraryItemBody },
    ) =>
      save.id === undefined
        ? callEndpoint(endpoints.addItineraryItem, { body: save.body })
        : callEndpoint(endpoints.updateItineraryItem, { params: { id: save.id }, body: save.body }),
  );
}

export function useDeleteItineraryItem() {
  return useEndpointMutation(endpoints.removeItineraryItem, (id: number) => ({ params: { id } }));
}
