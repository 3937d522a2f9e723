import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@familyhub/api-client';
import { endpointRoutes, type SaveNotificationPreferencesBody } from '@familyhub/contracts';

export const notificationPreferencesKey = (userId: number) => ['notification-preferences', userId] as const;

/** GET /api/users/{id}/notification-preferences — the spec's defaults until the member saves their own. */
export function useNotificationPreferences(userId: number) {
  return useQuery({
    queryKey: notificationPreferencesKey(userId),
    queryFn: () => callEndpoint(endpointRoutes.users.notificationPreferences, { params: { id: userId } }),
    enabled: userId > 0,
  });
}

/** POST /api/users/{id}/notification-preferences — "the preferences plus userId" (spec 001 §7). */
export function useSaveNotificationPreferences(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveNotificationPreferencesBody) =>
      callEndpoint(endpointRoutes.users.saveNotificationPreferences, {
        params: { id: userId },
        body: { ...body, userId },
      }),
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesKey(userId), saved),
  });
}
