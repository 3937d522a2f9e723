import { apiFetch } from '@familyhub/api-client';
import type { CreateEventGuestBody, EventGuest, UpdateEventGuestBody } from '@familyhub/contracts';
import { useEventsMutation } from './guests-carpools-keys';

/** POST /api/event-guests or PATCH /api/event-guests/:id (Confirm and Decline send only the status). */
export function useSaveGuest() {
  return useEventsMutation(
    ({ id, body }: { id?: number; body: CreateEventGuestBody | UpdateEventGuestBody }) =>
      id === undefined
        ? apiFetch<EventGuest>('/api/event-guests', { method: 'POST', body })
        : apiFetch<EventGuest>(`/api/event-guests/${id}`, { method: 'PATCH', body }),
  );
}
