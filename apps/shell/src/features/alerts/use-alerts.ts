import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, queryKeys } from '@familyhub/api-client';
import { endpointRoutes, ALERT_POLL_INTERVAL_MS, type Alert } from '@familyhub/contracts';

/** The signed-in member's active alerts, read again every 30 s (spec 000). A failed read stays quiet. */
export function useActiveAlerts(userId: number) {
  return useQuery({
    queryKey: queryKeys.alerts(userId),
    queryFn: () =>
      callEndpoint(endpointRoutes.alerts.list, { params: { id: userId }, query: { status: 'active' } }),
    refetchInterval: ALERT_POLL_INTERVAL_MS,
    // The next poll is the retry: a planning service that is down must not add a burst of calls.
    retry: false,
  });
}

export function useDismissAlert(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertId: number) =>
      callEndpoint(endpointRoutes.alerts.dismiss, { params: { id: alertId }, body: { status: 'dismissed' } }),
    onSuccess: (dismissed) => {
      queryClient.setQueryData<Alert[]>(queryKeys.alerts(userId), (alerts) =>
        alerts?.filter((alert) => alert.id !== dismissed.id),
      );
    },
  });
}
