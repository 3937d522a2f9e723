import type { ShoppingItem } from '@familyhub/contracts';

let nextId = 100;
/** A shopping item as the planning service answers it. */
export function shoppingItem(overrides: Partial<ShoppingItem> & Pick<ShoppingItem, 'name'>): ShoppingItem {
  nextId += 1;
  return {
    id: nextId,
    quantity: null,
    completed: false,
    status: null,
    category: null,
    estimatedPrice: null,
    fromRecipe: false,
    recipeId: null,
    addedById: 1,
    createdAt: '2026-11-22T08:00:00.000Z',
    updatedAt: '2026-11-22T08:00:00.000Z',
    ...overrides,
  };
}
