import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { PointsRateAnswer } from '@familyhub/contracts';
import { allowancesKeys } from './allowances-keys';

/** GET /api/allowances/points-rate — the family's rate for chore points into allowance money (null: none yet). */
export const pointsRateQueryOptions = () =>
  queryOptions({
    queryKey: allowancesKeys.pointsRate(),
    queryFn: () => apiFetch<PointsRateAnswer>('/api/allowances/points-rate'),
  });

export function usePointsRate(options: { enabled?: boolean } = {}) {
  return useQuery({ ...pointsRateQueryOptions(), enabled: options.enabled ?? true });
}
