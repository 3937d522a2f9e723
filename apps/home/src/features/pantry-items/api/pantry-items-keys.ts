import type { PantryListParams } from '@familyhub/contracts';

/**
 * The query keys of the pantry. Their root is the live topic the home service publishes ('pantry-items'), so a
 * change made anywhere in the family refetches them (useLiveUpdates).
 */
export const pantryItemsKeys = {
  all: ['pantry-items'] as const,
  list: (params: Pick<PantryListParams, 'q' | 'filter' | 'today'>) =>
    [...pantryItemsKeys.all, 'list', params] as const,
  counts: (today: string) => [...pantryItemsKeys.all, 'counts', today] as const,
  settings: () => [...pantryItemsKeys.all, 'settings'] as const,
};
