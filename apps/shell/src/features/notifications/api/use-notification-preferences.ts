import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@familyhub/api-client';
import type { NotificationPreferences, SaveNotificationPreferencesBody } from '@familyhub/contracts';

export const notificationPreferencesKey = (userId: number) => ['notification-preferences', userId] as const;
const pathOf = (userId: number) => `/api/users/${userId}/notification-preferences`;

/** GET /api/users/{id}/notification-preferences — the spec's defaults until the member saves their own. */
export function useNotificationPreferences(userId: number) {
  return useQuery({
    queryKey: notificationPreferencesKey(userId),
    queryFn: () => api.get<NotificationPreferences>(pathOf(userId)),
    enabled: userId > 0,
  });
}

/** POST /api/users/{id}/notification-preferences — "the preferences plus userId" (spec 001 §7). */
export function useSaveNotificationPreferences(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveNotificationPreferencesBody) =>
      api.post<NotificationPreferences>(pathOf(userId), { ...body, userId }),
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesKey(userId), saved),
  });
}
