import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { MessagePage } from '@familyhub/contracts';
import { messagesKeys } from './messages-keys';

/** Spec 000 §9: the dashboard shows the last 3 messages. */
export const DASHBOARD_MESSAGE_LIMIT = 3;

function messagesPath(params: { cursor?: string; limit?: number }): string {
  const search = new URLSearchParams();
  if (params.cursor !== undefined) search.set('cursor', params.cursor);
  if (params.limit !== undefined) search.set('limit', String(params.limit));
  const query = search.toString();
  return query ? `/api/messages?${query}` : '/api/messages';
}

/**
 * GET /api/messages, page by page going back in time: the first page is the newest, each next page the one
 * before it. Keys start with 'messages', so the live topic and a sent message refresh every loaded page.
 */
export const conversationQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: messagesKeys.conversation(),
    queryFn: ({ pageParam }) => apiFetch<MessagePage>(messagesPath({ cursor: pageParam })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useConversation() {
  return useInfiniteQuery(conversationQueryOptions());
}

/** GET /api/messages?limit=3 — the newest few, for the dashboard card. */
export const latestMessagesQueryOptions = (limit = DASHBOARD_MESSAGE_LIMIT) =>
  queryOptions({
    queryKey: messagesKeys.latest(limit),
    queryFn: () => apiFetch<MessagePage>(messagesPath({ limit })),
  });

export function useLatestMessages(limit = DASHBOARD_MESSAGE_LIMIT) {
  return useQuery(latestMessagesQueryOptions(limit));
}
