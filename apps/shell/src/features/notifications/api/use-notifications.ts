import { useInfiniteQuery } from '@tanstack/react-query';
import { endpointPages, useEndpointMutation } from '@familyhub/api-client';
import { endpointRoutes, type NotificationChannel } from '@familyhub/contracts';

const endpoints = endpointRoutes.notifications;
export const HISTORY_PAGE_SIZE = 25;

/** GET /api/notifications — what was sent to the member, newest first, a page at a time. */
export function useNotificationHistory() {
  return useInfiniteQuery(endpointPages(endpoints.history, HISTORY_PAGE_SIZE));
}

/** POST /api/notifications/test — a test on one channel, now; the history refreshes with it. */
export function useSendTestNotification() {
  return useEndpointMutation(endpoints.test, (channel: NotificationChannel) => ({ body: { channel } }));
}
