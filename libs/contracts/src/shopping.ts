import { z } from 'zod';

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

/** The list is capped per request; pass `offset` to read further. */
export const SHOPPING_LIST_DEFAULT_LIMIT = 200;
export const SHOPPING_LIST_MAX_LIMIT = 500;

/** GET /api/shopping-items?limit=&offset= */
export const shoppingListQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(SHOPPING_LIST_MAX_LIMIT, `limit must be at most ${SHOPPING_LIST_MAX_LIMIT}`)
    .default(SHOPPING_LIST_DEFAULT_LIMIT),
  offset: z.coerce
    .number({ error: 'offset must be a whole number' })
    .int('offset must be a whole number')
    .min(0, 'offset cannot be negative')
    .default(0),
});

/** POST /api/shopping-items/clear-completed */
export const clearCompletedAnswer = z.object({ removed: z.number().int() });
export type ClearCompletedAnswer = z.infer<typeof clearCompletedAnswer>;
