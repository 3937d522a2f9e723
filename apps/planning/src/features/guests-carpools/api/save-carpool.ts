import { apiFetch } from '@familyhub/api-client';
import type { Carpool, CreateCarpoolBody } from '@familyhub/contracts';
import { useEventsMutation } from './guests-carpools-keys';

/** POST /api/carpools or PATCH /api/carpools/:id (a carpool stays with its event). */
export function useSaveCarpool() {
  return useEventsMutation(({ id, body }: { id?: number; body: CreateCarpoolBody }) => {
    if (id === undefined) return apiFetch<Carpool>('/api/carpools', { method: 'POST', body });
    const { eventId: _eventId, ...changes } = body;
    return apiFetch<Carpool>(`/api/carpools/${id}`, { method: 'PATCH', body: changes });
  });
}
