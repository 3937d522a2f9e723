import { useQuery } from '@tanstack/react-query';
import { api } from '@familyhub/api-client';
import type { FamilyStorageUsage } from '@familyhub/contracts';

export const familyStorageKey = () => ['settings', 'storage'] as const;

/** GET /api/settings/storage — the family's stored files per domain against its quota. */
export function useFamilyStorage() {
  return useQuery({
    queryKey: familyStorageKey(),
    queryFn: () => api.get<FamilyStorageUsage>('/api/settings/storage'),
  });
}
