import type { PantryCategory, PantryLocation } from '@familyhub/contracts';

/** This catalogue's key for each place things are kept. */
export const locationKeys = {
  pantry: 'location.pantry',
  fridge: 'location.fridge',
  freezer: 'location.freezer',
  cupboard: 'location.cupboard',
  cellar: 'location.cellar',
  other: 'location.other',
} as const satisfies Record<PantryLocation, string>;

/** This catalogue's key for each category (some ids hold a dash). */
export const categoryKeys = {
  produce: 'category.produce',
  dairy: 'category.dairy',
  'meat-fish': 'category.meatFish',
  bakery: 'category.bakery',
  'grains-pasta': 'category.grainsPasta',
  canned: 'category.canned',
  frozen: 'category.frozen',
  snacks: 'category.snacks',
  drinks: 'category.drinks',
  'spices-baking': 'category.spicesBaking',
  condiments: 'category.condiments',
  other: 'category.other',
} as const satisfies Record<PantryCategory, string>;
