import { z } from 'zod';
import { pageOf, pageQueryWith } from '../paging';
import { endpointsFor } from '../endpoint';
import { recordEndpoints } from '../record-endpoints';
import { pantryAddBoughtChoices } from './pantry-rules';

export * from './pantry-rules';

/*
 * The pantry (issue #14; spec 001 §3 pantry_items): what is in the cupboards, fridge and freezer, how much, until
 * when. Meal planning reads the same rows to subtract what the family already holds from a generated shopping list,
 * so the quantity is a number with a unit string ("500" + "g") and an item may point at a recipe ingredient.
 */

/** Where an item is kept (001 §3 location; the issue names fridge, freezer, pantry…). */
export const pantryLocations = ['pantry', 'fridge', 'freezer', 'cupboard', 'cellar', 'other'] as const;
export const pantryLocation = z.enum(pantryLocations, { error: 'Choose where the item is kept' });
export type PantryLocation = z.infer<typeof pantryLocation>;

/** Its category (001 §3 category; values not shown in the spec). */
export const pantryCategories = [
  'produce',
  'dairy',
  'meat-fish',
  'bakery',
  'grains-pasta',
  'canned',
  'frozen',
  'snacks',
  'drinks',
  'spices-baking',
  'condiments',
  'other',
] as const;
export const pantryCategory = z.enum(pantryCategories, { error: 'Choose a category' });
export type PantryCategory = z.infer<typeof pantryCategory>;

/** Units the form offers; any short unit is taken ("jar", "tin"). */
export const pantryUnitSuggestions = ['pieces', 'g', 'kg', 'ml', 'l', 'tsp', 'tbsp', 'cup', 'pack'] as const;

/** The list's filters: Expiring soon (≤ 3 days), Expired (before today), Low stock (at or below the minimum). */
export const pantryFilters = ['all', 'expiring', 'expired', 'low'] as const;
export const pantryFilter = z.enum(pantryFilters, { error: 'filter must be all, expiring, expired or low' });
export type PantryFilter = z.infer<typeof pantryFilter>;

/** One pantry item as the home service answers it (GET /api/pantry-items). */
export const pantryItem = z.object({
  id: z.number().int(),
  name: z.string(),
  category: pantryCategory,
  quantity: z.number(),
  unit: z.string(),
  location: pantryLocation,
  /** YYYY-MM-DD, or null when it does not go off. */
  expiryDate: z.string().nullable(),
  /** Low stock at or below this; null: never low. */
  minQuantity: z.number().nullable(),
  barcode: z.string().nullable(),
  lastPurchased: z.string().nullable(),
  notes: z.string().nullable(),
  /** The recipe ingredient it stands for (meal planning), when linked. */
  ingredientId: z.number().int().nullable(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PantryItem = z.infer<typeof pantryItem>;

/**
 * One page of the pantry: by name (all, low stock, a search) or by expiry date, soonest first (expiring, expired);
 * keyset cursor (docs/architecture.md "Settled patterns").
 */
export const pantryItemPage = pageOf(pantryItem);
export type PantryItemPage = z.infer<typeof pantryItemPage>;

const date = (label: string) => z.iso.date({ error: `${label} must be a date like 2026-11-23` });

/**
 * `GET /api/pantry-items?q=&filter=&today=&cursor=&limit=`: `q` matches the start of the name (case ignored, an
 * indexed prefix search); `today` is the viewer's own date (their time zone), the server's UTC date when absent.
 */
export const pantryListQuery = pageQueryWith({ defaultLimit: 50, maxLimit: 200 }).extend({
  q: z.string().trim().max(120, 'Search must be at most 120 characters').optional(),
  filter: pantryFilter.default('all'),
  today: date('today').optional(),
});
export type PantryListQuery = z.output<typeof pantryListQuery>;
export type PantryListParams = z.input<typeof pantryListQuery>;

const quantityMessage = 'Quantity must be a number from 0 to 1,000,000';
/** A household quantity from 0 to `max` with at most 3 decimals (stored as numeric(12,3)); `message` when not. */
export const householdAmount = (message: string, max = 1_000_000) =>
  z.coerce
    .number({ error: message })
    .min(0, message)
    .max(max, message)
    .refine((n) => Number.isFinite(n) && Math.round(n * 1000) === n * 1000, 'Use at most 3 decimal places');
const amount = (message: string) => householdAmount(message);

const pantryItemFields = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Name must be at most 120 characters'),
  category: pantryCategory.default('other'),
  quantity: amount(quantityMessage).default(1),
  unit: z
    .string({ error: 'Unit is required' })
    .trim()
    .min(1, 'Unit is required')
    .max(20, 'Unit must be at most 20 characters')
    .default('pieces'),
  location: pantryLocation.default('pantry'),
  expiryDate: date('Expiry date').nullish(),
  minQuantity: amount('Minimum quantity must be a number from 0 to 1,000,000').nullish(),
  barcode: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z-]{4,64}$/, 'Barcode must be 4 to 64 letters, digits or dashes')
    .nullish(),
  lastPurchased: date('Last purchased').nullish(),
  notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters').nullish(),
  ingredientId: z.number().int().positive().max(2_147_483_647).nullish(),
});

/** POST /api/pantry-items. */
export const createPantryItemBody = pantryItemFields.strict();
export type CreatePantryItemBody = z.input<typeof createPantryItemBody>;

/** PATCH /api/pantry-items/{id}: any subset, at least one field. */
export const updatePantryItemBody = z
  .object({
    name: pantryItemFields.shape.name.optional(),
    category: pantryCategory.optional(),
    quantity: amount(quantityMessage).optional(),
    unit: z
      .string({ error: 'Unit is required' })
      .trim()
      .min(1, 'Unit is required')
      .max(20, 'Unit must be at most 20 characters')
      .optional(),
    location: pantryLocation.optional(),
    expiryDate: pantryItemFields.shape.expiryDate,
    minQuantity: pantryItemFields.shape.minQuantity,
    barcode: pantryItemFields.shape.barcode,
    lastPurchased: pantryItemFields.shape.lastPurchased,
    notes: pantryItemFields.shape.notes,
    ingredientId: pantryItemFields.shape.ingredientId,
  })
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, { message: 'Nothing to change' });
export type UpdatePantryItemBody = z.input<typeof updatePantryItemBody>;

/** The counts behind the filter tabs (GET /api/pantry-items/counts?today=). */
export const pantryCounts = z.object({
  all: z.number().int(),
  expiring: z.number().int(),
  expired: z.number().int(),
  low: z.number().int(),
});
export type PantryCounts = z.infer<typeof pantryCounts>;
export const pantryCountsQuery = z.object({ today: date('today').optional() });

export const pantrySettings = z.object({
  addBoughtItems: z.enum(pantryAddBoughtChoices, { error: 'Choose ask, always or never' }),
});
export type PantrySettings = z.infer<typeof pantrySettings>;
export const updatePantrySettingsBody = pantrySettings.strict();

/**
 * POST /api/pantry-items/from-shopping — a shopping-list item just bought goes into the pantry: its free-text
 * quantity ("2 kg", "500g", "3") is read as a number and a unit; an item of the same name gains the quantity in
 * its own unit when the two convert (1.2 kg onto 300 g → 1500 g; kitchen-units.ts), otherwise a new one is made.
 * Bought today: last purchased is the viewer's `today`.
 */
export const addBoughtToPantryBody = z
  .object({
    name: pantryItemFields.shape.name,
    quantity: z.string().trim().max(100, 'Quantity must be at most 100 characters').nullish(),
    today: date('today').optional(),
  })
  .strict();
export type AddBoughtToPantryBody = z.input<typeof addBoughtToPantryBody>;

/** Its answer: the pantry item, and whether it was new or topped up. */
export const addBoughtToPantryAnswer = z.object({ item: pantryItem, created: z.boolean() });
export type AddBoughtToPantryAnswer = z.infer<typeof addBoughtToPantryAnswer>;

/** "2 kg" → 2 kg; "500g" → 500 g; "3" or "" → 3 / 1 pieces; anything else → 1 pieces. */
export function readBoughtQuantity(text: string | null | undefined): { quantity: number; unit: string } {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*([A-Za-z]{1,20})?\s*$/.exec(text ?? '');
  if (!match) return { quantity: 1, unit: 'pieces' };
  const quantity = Math.round(Number(match[1].replace(',', '.')) * 1000) / 1000;
  return { quantity: quantity > 0 ? quantity : 1, unit: match[2]?.toLowerCase() ?? 'pieces' };
}

const endpoint = endpointsFor('home', 'pantry-items');

const pantryItemRecord = recordEndpoints('home', 'pantry-items', 'pantry-items', {
  label: 'Pantry item',
  summaries: {
    list: 'Pantry items, searched and filtered (expiring, expired, low), a page at a time',
    remove: 'Remove a pantry item',
  },
  item: pantryItem,
  create: createPantryItemBody,
  update: updatePantryItemBody,
  query: pantryListQuery,
  page: pantryItemPage,
});

/** The pantry (spec 001 §6), its counts and the family's choice for bought shopping items. */
export const pantryItemEndpoints = {
  list: pantryItemRecord.list,
  counts: endpoint({
    method: 'GET',
    path: '/api/pantry-items/counts',
    summary: 'How many items are expiring, expired and low',
    query: pantryCountsQuery,
    response: pantryCounts,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/pantry-items/settings',
    summary: 'Whether bought shopping items go into the pantry: always, never or ask',
    response: pantrySettings,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/api/pantry-items/settings',
    summary: 'Choose whether bought shopping items go into the pantry',
    body: updatePantrySettingsBody,
    response: pantrySettings,
  }),
  fromShopping: endpoint({
    method: 'POST',
    path: '/api/pantry-items/from-shopping',
    summary: 'Put a bought shopping item into the pantry (201 when new, 200 when it topped one up)',
    body: addBoughtToPantryBody,
    response: addBoughtToPantryAnswer,
  }),
  create: pantryItemRecord.create,
  get: pantryItemRecord.get,
  update: pantryItemRecord.update,
  remove: pantryItemRecord.remove,
};
