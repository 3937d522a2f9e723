import { useInfiniteQuery } from '@tanstack/react-query';
import {
  callEndpoint,
  endpointPages,
  useEndpointMutation,
  useRefreshingMutation,
} from '@familyhub/api-client';
import { endpointRoutes, type CreateEmergencyContactBody } from '@familyhub/contracts';

const endpoints = endpointRoutes.emergencyContacts;

/** How many contacts the Emergency tab shows at first and adds with each "Load more". */
export const EMERGENCY_CONTACT_PAGE_SIZE = 50;

/** The family's saved contacts, by name, a page at a time. */
export const emergencyContactPagesQueryOptions = () =>
  endpointPages(endpoints.list, EMERGENCY_CONTACT_PAGE_SIZE);

export function useEmergencyContacts() {
  return useInfiniteQuery(emergencyContactPagesQueryOptions());
}

export interface EmergencyContactSave {
  /** The contact being edited; absent when adding. */
  id?: number;
  body: CreateEmergencyContactBody;
}

/** Adds a contact, or changes it when `id` is given. */
export function useSaveEmergencyContact() {
  return useRefreshingMutation([endpoints.list.resource], ({ id, body }: EmergencyContactSave) =>
    id === undefined
      ? callEndpoint(endpoints.create, { body })
      : callEndpoint(endpoints.update, { params: { id }, body }),
  );
}

export function useDeleteEmergencyContact() {
  return useEndpointMutation(endpoints.remove, (id: number) => ({ params: { id } }));
}
