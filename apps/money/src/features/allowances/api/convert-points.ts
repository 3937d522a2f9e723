import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { ConvertPointsBody, PointsConversion } from '@familyhub/contracts';
import { allowancesKeys } from './allowances-keys';

/**
 * POST /api/allowances/{id}/point-conversions — a child's chore points into their allowance; refreshes the balance,
 * the ledger and the child's points.
 */
export function useConvertPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ConvertPointsBody }) =>
      apiFetch<PointsConversion>(`/api/allowances/${id}/point-conversions`, { method: 'POST', body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: allowancesKeys.all() }),
        queryClient.invalidateQueries({ queryKey: ['points'] }),
      ]),
  });
}
