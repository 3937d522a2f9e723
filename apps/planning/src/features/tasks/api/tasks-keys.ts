/**
 * The query keys of tasks. Their root is the live topic planning publishes ('tasks'), so a change made anywhere in
 * the family refetches every task query (useLiveUpdates); invalidate `tasksKeys.all` after a change.
 */
export const tasksKeys = {
  all: ['tasks'] as const,
  pages: () => [...tasksKeys.all, 'pages'] as const,
  first: (limit: number) => [...tasksKeys.all, 'first', limit] as const,
  one: (id: number) => [...tasksKeys.all, 'one', id] as const,
};
