import type { ShoppingItem, ShoppingPage } from '@familyhub/contracts';

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

/** One page of the list as GET /api/shopping-items answers it, with the totals of the items given. */
export function shoppingPage(items: ShoppingItem[], nextCursor: string | null = null): ShoppingPage {
  const open = items.filter((item) => !item.completed);
  const cents = open.reduce((sum, item) => sum + Math.round((item.estimatedPrice ?? 0) * 100), 0);
  return {
    items,
    nextCursor,
    totals: { open: open.length, bought: items.length - open.length, openEstimatedTotal: cents / 100 },
  };
}
