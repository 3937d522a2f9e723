import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  callEndpoint,
  endpointPages,
  endpointQuery,
  useEndpointMutation,
  useRefreshingMutation,
} from '@familyhub/api-client';
import { endpointRoutes, type CreateMessageBody, type EditMessageBody } from '@familyhub/contracts';

const endpoints = endpointRoutes.messages;

/** Spec 000 §9: the dashboard shows the last 3 messages. */
export const DASHBOARD_MESSAGE_LIMIT = 3;

/**
 * The conversation page by page going back in time: the first page is the newest, each next page the one before it
 * (the service's page size). Under the live topic 'messages', so a message sent anywhere refreshes every page.
 */
export const conversationQueryOptions = () => endpointPages(endpoints.list, undefined);

export function useConversation() {
  return useInfiniteQuery(conversationQueryOptions());
}

/** The newest few, for the dashboard card. */
export const latestMessagesQueryOptions = (limit = DASHBOARD_MESSAGE_LIMIT) =>
  endpointQuery(endpoints.list, { query: { limit } });

export function useLatestMessages(limit = DASHBOARD_MESSAGE_LIMIT) {
  return useQuery(latestMessagesQueryOptions(limit));
}

export function useSendMessage() {
  return useEndpointMutation(endpoints.send, (body: CreateMessageBody) => ({ body }));
}

/** Messages found in the family thread and the member's conversations; asked once 2 characters are typed. */
export function useMessageSearch(q: string) {
  const text = q.trim();
  return useQuery({ ...endpointQuery(endpoints.search, { query: { q: text } }), enabled: text.length >= 2 });
}

export function useEditMessage() {
  return useEndpointMutation(endpoints.edit, ({ id, body }: { id: number; body: EditMessageBody }) => ({
    params: { id },
    body,
  }));
}

export function useDeleteMessage() {
  return useEndpointMutation(endpoints.remove, (id: number) => ({ params: { id } }));
}

/**
 * Marks the whole family thread read for the member. It refreshes the conversation list (where the count is
 * answered, and the sidebar's Messages link), not the thread itself, which reading does not change.
 */
export function useMarkFamilyThreadRead() {
  return useRefreshingMutation([endpointRoutes.conversations.list.resource], () =>
    callEndpoint(endpoints.markRead),
  );
}
