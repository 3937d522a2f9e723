import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch, queryKeys } from '@familyhub/api-client';
import type { MessagePage } from '@familyhub/contracts';

/** Spec 000 §9: the dashboard shows the last 3 messages. */
export const DASHBOARD_MESSAGE_LIMIT = 3;

function messagesPath(params: { before?: number; limit?: number }): string {
  const search = new URLSearchParams();
  if (params.before !== undefined) search.set('before', String(params.before));
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
    queryKey: [...queryKeys.messages(), 'conversation'] as const,
    queryFn: ({ pageParam }) => apiFetch<MessagePage>(messagesPath({ before: pageParam })),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });

export function useConversation() {
  return useInfiniteQuery(conversationQueryOptions());
}

/** GET /api/messages?limit=3 — the newest few, for the dashboard card. */
export const latestMessagesQueryOptions = (limit = DASHBOARD_MESSAGE_LIMIT) =>
  queryOptions({
    queryKey: [...queryKeys.messages(), 'latest', limit] as const,
    queryFn: () => apiFetch<MessagePage>(messagesPath({ limit })),
  });

export function useLatestMessages(limit = DASHBOARD_MESSAGE_LIMIT) {
  return useQuery(latestMessagesQueryOptions(limit));
}
