import { apiFetch } from '@familyhub/api-client';
import type { PackingItem, UpdatePackingItemBody } from '@familyhub/contracts';
import { useVacationsMutation } from './vacations-keys';

/** PATCH /api/vacation-packing-items/:id (packed, name, quantity…). */
export function useUpdatePackingItem() {
  return useVacationsMutation(({ id, body }: { id: number; body: UpdatePackingItemBody }) =>
    apiFetch<PackingItem>(`/api/vacation-packing-items/${id}`, { method: 'PATCH', body }),
  );
}
