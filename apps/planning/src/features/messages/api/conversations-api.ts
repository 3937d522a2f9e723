import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { endpointPages, endpointQuery, useEndpointMutation } from '@familyhub/api-client';
import {
  endpointRoutes,
  type ConversationMembersBody,
  type ConversationMessageBody,
  type CreateConversationBody,
  type EditMessageBody,
  type UpdateConversationBody,
} from '@familyhub/contracts';

const endpoints = endpointRoutes.conversations;

/** The caller's groups and direct conversations, with their unread counts (issue #32). */
export const conversationsQueryOptions = () => endpointQuery(endpoints.list);

export function useConversations() {
  return useQuery(conversationsQueryOptions());
}

/** One conversation's messages, newest page first (as the family thread). */
export function useConversationMessages(id: number) {
  return useInfiniteQuery(endpointPages(endpoints.messages, undefined, { params: { id } }));
}

export function useSendToConversation(id: number) {
  return useEndpointMutation(endpoints.send, (body: ConversationMessageBody) => ({ params: { id }, body }));
}

export function useCreateGroup() {
  return useEndpointMutation(endpoints.create, (body: CreateConversationBody) => ({ body }));
}

export function useUpdateGroup(id: number) {
  return useEndpointMutation(endpoints.update, (body: UpdateConversationBody) => ({ params: { id }, body }));
}

export function useSetGroupMembers(id: number) {
  return useEndpointMutation(endpoints.setMembers, (body: ConversationMembersBody) => ({
    params: { id },
    body,
  }));
}

/** Finds or starts the direct conversation with another member. */
export function useDirectConversation() {
  return useEndpointMutation(endpoints.direct, (memberId: number) => ({ body: { memberId } }));
}

export function useMarkRead(id: number) {
  return useEndpointMutation(endpoints.markRead, () => ({ params: { id } }));
}

export function useEditConversationMessage(id: number) {
  return useEndpointMutation(
    endpoints.editMessage,
    ({ messageId, body }: { messageId: number; body: EditMessageBody }) => ({
      params: { id, messageId },
      body,
    }),
  );
}

export function useDeleteConversationMessage(id: number) {
  return useEndpointMutation(endpoints.removeMessage, (messageId: number) => ({ params: { id, messageId } }));
}
