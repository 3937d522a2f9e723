import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys, callEndpoint } from '@familyhub/api-client';
import { endpointRoutes, type Session, type UpdateFamilySettingsBody } from '@familyhub/contracts';

export const familySettingsKey = () => ['settings', 'family'] as const;

/** GET /api/settings/family — the family's name and content switches. */
export function useFamilySettings() {
  return useQuery({
    queryKey: familySettingsKey(),
    queryFn: () => callEndpoint(endpointRoutes.family.settings),
  });
}

/** PATCH /api/settings/family with one content switch (admin only; the server refuses anyone else). */
export function useUpdateFamilySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateFamilySettingsBody) =>
      callEndpoint(endpointRoutes.family.updateSettings, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(familySettingsKey(), saved);
      const session = queryClient.getQueryData<Session | null>(queryKeys.session());
      if (session)
        queryClient.setQueryData(queryKeys.session(), {
          ...session,
          family: { id: saved.id, name: saved.name, currency: saved.currency },
        });
    },
  });
}
