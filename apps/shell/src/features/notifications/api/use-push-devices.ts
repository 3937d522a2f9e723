import { useQuery } from '@tanstack/react-query';
import { endpointQuery, useEndpointMutation } from '@familyhub/api-client';
import { endpointRoutes, type SavePushSubscriptionBody } from '@familyhub/contracts';

const endpoints = endpointRoutes.notifications;

/** GET /api/notifications/channels — what this FamilyHub can send on (push: its VAPID public key). */
export function useNotificationChannels() {
  return useQuery(endpointQuery(endpoints.channels));
}

/** GET /api/notifications/push-subscriptions — the member's devices that receive push. */
export function usePushDevices() {
  return useQuery(endpointQuery(endpoints.pushDevices));
}

/** POST /api/notifications/push-subscriptions — the browser's subscription, named. */
export function useSavePushDevice() {
  return useEndpointMutation(endpoints.subscribePush, (body: SavePushSubscriptionBody) => ({ body }));
}

/** DELETE /api/notifications/push-subscriptions/:id */
export function useRemovePushDevice() {
  return useEndpointMutation(endpoints.removePushDevice, (id: number) => ({ params: { id } }));
}
