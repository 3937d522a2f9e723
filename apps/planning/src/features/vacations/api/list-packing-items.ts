import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { PackingItem } from '@familyhub/contracts';
import { vacationsKeys } from './vacations-keys';

/** GET /api/vacations/:id/packing-items — one vacation's packing list (bounded by the vacation: not paged). */
export function usePackingItems(vacationId: number) {
  return useQuery({
    queryKey: vacationsKeys.packing(vacationId),
    queryFn: () => apiFetch<PackingItem[]>(`/api/vacations/${vacationId}/packing-items`),
  });
}
