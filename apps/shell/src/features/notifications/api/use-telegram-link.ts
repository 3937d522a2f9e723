import { useQuery } from '@tanstack/react-query';
import { endpointQuery, useEndpointMutation } from '@familyhub/api-client';
import { endpointRoutes } from '@familyhub/contracts';

const endpoints = endpointRoutes.notifications;

/** GET /api/notifications/telegram — asked again every few seconds while `waiting` for the member to press Start. */
export function useTelegramLink(waiting = false) {
  return useQuery({ ...endpointQuery(endpoints.telegram), refetchInterval: waiting ? 3_000 : false });
}

/** POST /api/notifications/telegram/link — the bot's deep link, good for 15 minutes. */
export function useStartTelegramLink() {
  return useEndpointMutation(endpoints.linkTelegram, (_: void) => ({}));
}

/** DELETE /api/notifications/telegram */
export function useUnlinkTelegram() {
  return useEndpointMutation(endpoints.unlinkTelegram, (_: void) => ({}));
}
