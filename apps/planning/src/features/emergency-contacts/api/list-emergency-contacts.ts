import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { EmergencyContact } from '@familyhub/contracts';

/** The key root is the live topic the planning service publishes ('emergency-contacts'). */
export const emergencyContactsKey = () => ['emergency-contacts'] as const;

/** GET /api/emergency-contacts — the family's saved contacts, by name. */
export const emergencyContactsQueryOptions = () =>
  queryOptions({
    queryKey: emergencyContactsKey(),
    queryFn: () => apiFetch<EmergencyContact[]>('/api/emergency-contacts'),
  });

export function useEmergencyContacts() {
  return useQuery(emergencyContactsQueryOptions());
}
