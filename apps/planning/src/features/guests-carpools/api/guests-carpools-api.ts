import { useQuery } from '@tanstack/react-query';
import {
  callEndpoint,
  endpointQuery,
  useEndpointMutation,
  useRefreshingMutation,
} from '@familyhub/api-client';
import {
  endpointRoutes,
  type CreateCarpoolBody,
  type CreateCarpoolPassengerBody,
  type CreateEventGuestBody,
  type UpdateEventGuestBody,
} from '@familyhub/contracts';

const endpoints = endpointRoutes.guestsCarpools;

// Guests and carpools hang off events: every change refreshes every query under 'events'.
const resource = [endpoints.guests.resource];

/** One event's guest list. */
export function useGuests(eventId: number) {
  return useQuery(endpointQuery(endpoints.guests, { params: { id: eventId } }));
}

/** One event's carpools with their passengers. */
export function useCarpools(eventId: number) {
  return useQuery(endpointQuery(endpoints.carpools, { params: { id: eventId } }));
}

export type GuestSave =
  { id?: undefined; body: CreateEventGuestBody } | { id: number; body: UpdateEventGuestBody };

/** Adds a guest, or changes one when `id` is given (Confirm and Decline send only the status). */
export function useSaveGuest() {
  return useRefreshingMutation(resource, (save: GuestSave) =>
    save.id === undefined
      ? callEndpoint(endpoints.addGuest, { body: save.body })
      : callEndpoint(endpoints.updateGuest, { params: { id: save.id }, body: save.body }),
  );
}

export function useDeleteGuest() {
  return useEndpointMutation(endpoints.removeGuest, (id: number) => ({ params: { id } }));
}

/** Offers a carpool, or changes one when `id` is given (a carpool stays with its event). */
export function useSaveCarpool() {
  return useRefreshingMutation(resource, ({ id, body }: { id?: number; body: CreateCarpoolBody }) => {
    if (id === undefined) return callEndpoint(endpoints.addCarpool, { body });
    const { eventId: _eventId, ...changes } = body;
    return callEndpoint(endpoints.updateCarpool, { params: { id }, body: changes });
  });
}

/** Cancels a carpool (its passengers with it). */
export function useDeleteCarpool() {
  return useEndpointMutation(endpoints.removeCarpool, (id: number) => ({ params: { id } }));
}

export function useAddPassenger() {
  return useEndpointMutation(endpoints.addPassenger, (body: CreateCarpoolPassengerBody) => ({ body }));
}

export function useRemovePassenger() {
  return useEndpointMutation(endpoints.removePassenger, (id: number) => ({ params: { id } }));
}
