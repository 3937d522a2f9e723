/**
 * The query keys of the shopping list. Their root is the live topic planning publishes ('shopping-items'), so a
 * change made anywhere in the family refetches every loaded page (useLiveUpdates).
 */
export const shoppingKeys = {
  all: ['shopping-items'] as const,
  pages: () => [...shoppingKeys.all, 'pages'] as const,
  first: (limit: number) => [...shoppingKeys.all, 'first', limit] as const,
};
