/**
 * The query keys of the household essentials. Their root is the live topic the home service publishes
 * ('essential-items'), so a change made anywhere in the family refetches them (useLiveUpdates).
 */
export const essentialItemsKeys = {
  all: ['essential-items'] as const,
  list: (low: boolean) => [...essentialItemsKeys.all, 'list', { low }] as const,
};
