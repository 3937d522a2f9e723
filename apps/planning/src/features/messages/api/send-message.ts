import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { CreateMessageBody, Message } from '@familyhub/contracts';
import { messagesKeys } from './messages-keys';

/** POST /api/messages { content }, then refresh every message list (spec 000 §7). */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMessageBody) => apiFetch<Message>('/api/messages', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesKeys.all }),
  });
}
