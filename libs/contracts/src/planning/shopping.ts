import { z } from 'zod';
import { pageOf, pageQueryWith } from '../paging';
import { endpointsFor } from '../endpoint';
import { pathId } from '../path-id';

/**
 * The categories the add form offers (the spec names the field but not its values). The API keeps
 * category as free text, so items made from recipes can carry an ingredient's own category.
 */
export const shoppingCategories = [
  'Produce',
  'Dairy',
  'Meat & Fish',
  'Bakery',
  'Pantry',
  'Frozen',
  'Drinks',
  'Household',
  'Personal care',
  'Other',
] as const;

/** numeric(10,2): the largest price the column holds. */
export const MAX_ESTIMATED_PRICE = 99_999_999.99;

export const shoppingItem = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Free text ('2 litres', 'a dozen'). */
  quantity: z.string().nullable(),
  completed: z.boolean(),
  status: z.string().nullable(),
  category: z.string().nullable(),
  estimatedPrice: z.number().nullable(),
  fromRecipe: z.boolean(),
  recipeId: z.number().int().nullable(),
  addedById: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShoppingItem = z.infer<typeof shoppingItem>;

/** Trimmed optional text: blank means "none". */
const optionalText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .transform((s) => (s === '' ? null : s))
    .nullish();

const name = z
  .string({ error: 'Item name is required' })
  .trim()
  .min(1, 'Item name is required')
  .max(200, 'Item name must be at most 200 characters');
const quantity = optionalText('Quantity', 100);
const category = optionalText('Category', 60);
const status = optionalText('Status', 60);
const estimatedPrice = z
  .number({ error: 'Estimated price must be a number' })
  .min(0, 'Estimated price cannot be negative')
  .max(MAX_ESTIMATED_PRICE, 'Estimated price is too large')
  // The column keeps cents; round here so the answer equals what was stored.
  .transform((n) => Math.round(n * 100) / 100)
  .nullish();

/**
 * POST /api/shopping-items (spec 000 §7: name, quantity, addedById, completed false). `addedById` is not
 * part of the contract: the item is always added by the signed-in caller, and unknown keys are dropped.
 */
export const createShoppingItemBody = z.object({
  name,
  quantity,
  category,
  estimatedPrice,
  status,
  completed: z.boolean().default(false),
});
export type CreateShoppingItemBody = z.input<typeof createShoppingItemBody>;

/** PATCH /api/shopping-items/{id}: any subset; `{ completed }` alone is the toggle (spec 000 §4). */
export const updateShoppingItemBody = z
  .object({ name, quantity, category, estimatedPrice, status, completed: z.boolean() })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to update');
export type UpdateShoppingItemBody = z.input<typeof updateShoppingItemBody>;

/**
 * GET /api/shopping-items?cursor=&limit= — open items first, then bought ones, newest first within each, a page at
 * a time (docs/architecture.md "Settled patterns": paging). 200 per page unless asked, at most 500.
 */
export const SHOPPING_LIST_DEFAULT_LIMIT = 200;
export const SHOPPING_LIST_MAX_LIMIT = 500;
export const shoppingListQuery = pageQueryWith({
  defaultLimit: SHOPPING_LIST_DEFAULT_LIMIT,
  maxLimit: SHOPPING_LIST_MAX_LIMIT,
});

/** The whole list's counts and the estimated total of what is still to buy (dollars), whatever page this is. */
export const shoppingTotals = z.object({
  open: z.number().int(),
  bought: z.number().int(),
  openEstimatedTotal: z.number(),
});
export type ShoppingTotals = z.infer<typeof shoppingTotals>;

/** One page of the list with the list's totals, so a screen showing some pages still counts every item. */
export const shoppingPage = pageOf(shoppingItem).extend({ totals: shoppingTotals });
export type ShoppingPage = z.infer<typeof shoppingPage>;

/** POST /api/shopping-items/clear-completed */
export const clearCompletedAnswer = z.object({ removed: z.number().int() });
export type ClearCompletedAnswer = z.infer<typeof clearCompletedAnswer>;

const endpoint = endpointsFor('planning', 'shopping-items');
const itemId = { id: pathId('Shopping item') };

/** The Shopping list's endpoints (spec 000 §2 Shopping). */
export const shoppingEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/shopping-items',
    summary: "The family's list, open items first, a page at a time, with the list's totals",
    query: shoppingListQuery,
    response: shoppingPage,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/shopping-items',
    summary: 'Add an item to the list',
    offline: 'queue',
    body: createShoppingItemBody,
    response: shoppingItem,
    status: 201,
  }),
  clearCompleted: endpoint({
    method: 'POST',
    path: '/api/shopping-items/clear-completed',
    summary: 'Remove every bought item from the list',
    response: clearCompletedAnswer,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/shopping-items/:id',
    summary: 'One item of the list',
    params: itemId,
    response: shoppingItem,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/shopping-items/:id',
    summary: 'Edit an item, or tick it bought',
    offline: 'queue',
    params: itemId,
    body: updateShoppingItemBody,
    response: shoppingItem,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/shopping-items/:id',
    summary: 'Remove an item from the list',
    offline: 'queue',
    params: itemId,
  }),
};
