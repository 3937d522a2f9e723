import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { EmergencyContact, Page } from '@familyhub/contracts';

/** The key root is the live topic the planning service publishes ('emergency-contacts'). */
export const emergencyContactsKey = () => ['emergency-contacts'] as const;

/** How many contacts the Emergency tab shows at first and adds with each "Load more". */
export const EMERGENCY_CONTACT_PAGE_SIZE = 50;

/** GET /api/emergency-contacts?limit=&cursor= — the family's saved contacts, by name, a page at a time. */
export const emergencyContactPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...emergencyContactsKey(), 'pages'] as const,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: String(EMERGENCY_CONTACT_PAGE_SIZE) });
      if (pageParam) query.set('cursor', pageParam);
      return apiFetch<Page<EmergencyContact>>(`/api/emergency-contacts?${query.toString()}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useEmergencyContacts() {
  return useInfiniteQuery(emergencyContactPagesQueryOptions());
}
