import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@familyhub/api-client';
import { endpointRoutes } from '@familyhub/contracts';

export const familyStorageKey = () => ['settings', 'storage'] as const;

/** GET /api/settings/storage — the family's stored files per domain against its quota. */
export function useFamilyStorage() {
  return useQuery({
    queryKey: familyStorageKey(),
    queryFn: () => callEndpoint(endpointRoutes.family.storage),
  });
}
