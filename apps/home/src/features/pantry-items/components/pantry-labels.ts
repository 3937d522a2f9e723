import type { PantryCategory, PantryLocation } from '@familyhub/contracts';

export const pantryLocationLabels: Record<PantryLocation, string> = {
  pantry: 'Pantry',
  fridge: 'Fridge',
  freezer: 'Freezer',
  cupboard: 'Cupboard',
  cellar: 'Cellar',
  other: 'Elsewhere',
};

export const pantryCategoryLabels: Record<PantryCategory, string> = {
  produce: 'Fruit & vegetables',
  dairy: 'Dairy & eggs',
  'meat-fish': 'Meat & fish',
  bakery: 'Bread & bakery',
  'grains-pasta': 'Grains & pasta',
  canned: 'Tins & jars',
  frozen: 'Frozen',
  snacks: 'Snacks',
  drinks: 'Drinks',
  'spices-baking': 'Spices & baking',
  condiments: 'Sauces & condiments',
  other: 'Other',
};

/** "1.5 kg", "3 pieces": a quantity as people write it. */
export function formatQuantity(quantity: number, unit: string): string {
  return `${Number(quantity.toFixed(3))} ${unit}`;
}
