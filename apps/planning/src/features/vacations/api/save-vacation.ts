import { apiFetch } from '@familyhub/api-client';
import type { CreateVacationBody, Vacation } from '@familyhub/contracts';
import { useVacationsMutation } from './vacations-keys';

/** POST /api/vacations or PATCH /api/vacations/:id. */
export function useSaveVacation() {
  return useVacationsMutation(({ id, body }: { id?: number; body: CreateVacationBody }) =>
    id === undefined
      ? apiFetch<Vacation>('/api/vacations', { method: 'POST', body })
      : apiFetch<Vacation>(`/api/vacations/${id}`, { method: 'PATCH', body }),
  );
}
