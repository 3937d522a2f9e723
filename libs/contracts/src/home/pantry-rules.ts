// The pantry's rules without zod: the pantry page needs them at start, zod loads with the first form (issue #34).
// The schema file re-exports them beside the schemas.
import { daysUntil } from './maintenance-rules';
import type { PantryItem } from './pantry-items';

/** Expiring soon: expires today or within the next 3 days (the screen says so). */
export const PANTRY_EXPIRING_SOON_DAYS = 3;

/** What the screen says about an item's date: expired, expiring soon (≤ 3 days), or fine. */
export type PantryExpiryState = 'expired' | 'expiring' | 'fresh' | 'none';

export function pantryExpiryState(expiryDate: string | null, today: string): PantryExpiryState {
  if (!expiryDate) return 'none';
  const days = daysUntil(expiryDate, today);
  if (days < 0) return 'expired';
  return days <= PANTRY_EXPIRING_SOON_DAYS ? 'expiring' : 'fresh';
}

/** Low stock: a minimum is set and the quantity is at or below it. */
export function isPantryLow(item: Pick<PantryItem, 'quantity' | 'minQuantity'>): boolean {
  return item.minQuantity !== null && item.quantity <= item.minQuantity;
}

/**
 * What happens to an item ticked off the shopping list as bought: ask each time (until the family chooses),
 * always add it to the pantry, or never. Asked once, remembered per family (GET|PUT /api/pantry-items/settings).
 */
export const pantryAddBoughtChoices = ['ask', 'always', 'never'] as const;
