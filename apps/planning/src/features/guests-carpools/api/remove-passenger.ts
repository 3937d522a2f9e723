import { apiFetch } from '@familyhub/api-client';
import { useEventsMutation } from './guests-carpools-keys';

/** DELETE /api/carpool-passengers/:id */
export function useRemovePassenger() {
  return useEventsMutation((id: number) =>
    apiFetch<void>(`/api/carpool-passengers/${id}`, { method: 'DELETE' }),
  );
}
