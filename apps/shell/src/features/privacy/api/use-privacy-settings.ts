import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@familyhub/api-client';
import { endpointRoutes, type PrivacySettings } from '@familyhub/contracts';

export const privacySettingsKey = () => ['privacy-settings'] as const;

/** GET /api/users/me/privacy */
export function usePrivacySettings() {
  return useQuery({
    queryKey: privacySettingsKey(),
    queryFn: () => callEndpoint(endpointRoutes.users.privacy),
  });
}

/** PUT /api/users/me/privacy — shown switched at once, put back if the server refuses. */
export function useSavePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PrivacySettings) =>
      callEndpoint(endpointRoutes.users.savePrivacy, { body: settings }),
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: privacySettingsKey() });
      const previous = queryClient.getQueryData<PrivacySettings>(privacySettingsKey());
      queryClient.setQueryData(privacySettingsKey(), settings);
      return { previous };
    },
    onError: (_error, _settings, context) => {
      if (context?.previous) queryClient.setQueryData(privacySettingsKey(), context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(privacySettingsKey(), saved),
  });
}
