import type { z } from 'zod';
import { contractResolver } from '@familyhub/ui/forms';
import { createShoppingItemBody, type ShoppingItem } from '@familyhub/contracts';

/** What the form's controls hold: strings, as the DOM gives them. */
export interface ShoppingItemFormValues {
  name: string;
  quantity: string;
  category: string;
  estimatedPrice: string;
}

export type ShoppingItemFormBody = z.output<typeof createShoppingItemBody>;

export const emptyShoppingItemValues: ShoppingItemFormValues = {
  name: '',
  quantity: '',
  category: '',
  estimatedPrice: '',
};

export function shoppingItemValuesOf(item: ShoppingItem): ShoppingItemFormValues {
  return {
    name: item.name,
    quantity: item.quantity ?? '',
    category: item.category ?? '',
    estimatedPrice: item.estimatedPrice === null ? '' : item.estimatedPrice.toFixed(2),
  };
}

/** Empty controls mean "none"; the contract then validates the body the server will see. */
function bodyOf(values: ShoppingItemFormValues) {
  const price = values.estimatedPrice.trim();
  return {
    name: values.name,
    quantity: values.quantity,
    category: values.category,
    estimatedPrice: price === '' ? null : Number(price),
  };
}

// The same schema as the server (libs/contracts), so the form and the API say the same words
// ('Item name is required'). The field names match, so each error lands under its own field.
export const shoppingItemResolver = contractResolver(createShoppingItemBody, bodyOf);
