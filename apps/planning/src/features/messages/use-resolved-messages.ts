import { useMemo } from 'react';
import { useMembers } from '@familyhub/api-client';
import type { FamilyMember, Message } from '@familyhub/contracts';

export interface ResolvedMessage extends Message {
  sender: FamilyMember;
}

/**
 * Messages with their sender from the family's member list. Spec 000 §2: a message whose sender cannot be
 * resolved (e.g. a member who has left) is hidden.
 */
export function useResolvedMessages(messages: readonly Message[] | undefined) {
  const { byId, query: members } = useMembers();
  const resolved = useMemo(() => {
    if (!messages || !members.data) return undefined;
    return messages.flatMap((m): ResolvedMessage[] => {
      const sender = byId.get(m.senderId);
      return sender ? [{ ...m, sender }] : [];
    });
  }, [messages, members.data, byId]);
  return { resolved, members };
}
