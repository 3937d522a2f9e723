import { apiFetch } from '@familyhub/api-client';
import type { CreatePackingItemBody, PackingItem } from '@familyhub/contracts';
import { useVacationsMutation } from './vacations-keys';

/** POST /api/vacation-packing-items. */
export function useAddPackingItem() {
  return useVacationsMutation((body: CreatePackingItemBody) =>
    apiFetch<PackingItem>('/api/vacation-packing-items', { method: 'POST', body }),
  );
}
