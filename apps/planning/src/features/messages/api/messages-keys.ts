/**
 * The query keys of family messages. Their root is the live topic planning publishes ('messages'), so a message
 * sent from anywhere in the family refetches the conversation and the dashboard card (useLiveUpdates).
 */
export const messagesKeys = {
  all: ['messages'] as const,
  conversation: () => [...messagesKeys.all, 'conversation'] as const,
  latest: (limit: number) => [...messagesKeys.all, 'latest', limit] as const,
};
