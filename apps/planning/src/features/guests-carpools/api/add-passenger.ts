import { apiFetch } from '@familyhub/api-client';
import type { CarpoolPassenger, CreateCarpoolPassengerBody } from '@familyhub/contracts';
import { useEventsMutation } from './guests-carpools-keys';

/** POST /api/carpool-passengers */
export function useAddPassenger() {
  return useEventsMutation((body: CreateCarpoolPassengerBody) =>
    apiFetch<CarpoolPassenger>('/api/carpool-passengers', { method: 'POST', body }),
  );
}
