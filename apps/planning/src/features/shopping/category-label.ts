import type { shoppingCategories } from '@familyhub/contracts';
import { shoppingMessages } from './messages';

type ShoppingCategory = (typeof shoppingCategories)[number];

const categoryKeys = {
  Produce: 'category.produce',
  Dairy: 'category.dairy',
  'Meat & Fish': 'category.meatFish',
  Bakery: 'category.bakery',
  Pantry: 'category.pantry',
  Frozen: 'category.frozen',
  Drinks: 'category.drinks',
  Household: 'category.household',
  'Personal care': 'category.personalCare',
  Other: 'category.other',
} as const satisfies Record<ShoppingCategory, string>;

/**
 * A category's name in the member's language. The list stores the English name (the contract's value); a
 * category of the family's own (e.g. from a recipe) is their data and shows as they wrote it.
 */
export function categoryLabel(t: (typeof shoppingMessages)['t'], category: string): string {
  const key = categoryKeys[category as ShoppingCategory] as
    (typeof categoryKeys)[ShoppingCategory] | undefined;
  return key ? t(key) : category;
}
