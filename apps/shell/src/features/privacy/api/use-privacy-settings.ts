import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@familyhub/api-client';
import type { PrivacySettings } from '@familyhub/contracts';

export const privacySettingsKey = () => ['privacy-settings'] as const;

/** GET /api/users/me/privacy */
export function usePrivacySettings() {
  return useQuery({
    queryKey: privacySettingsKey(),
    queryFn: () => api.get<PrivacySettings>('/api/users/me/privacy'),
  });
}

/** PUT /api/users/me/privacy — shown switched at once, put back if the server refuses. */
export function useSavePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PrivacySettings) => api.put<PrivacySettings>('/api/users/me/privacy', settings),
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
