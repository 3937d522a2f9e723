// The essentials' rules without zod: the essentials page needs them at start, zod loads with the first form
// (issue #34). The schema file re-exports them beside the schemas.
import type { EssentialItem } from './essential-items';

/** Needs reordering: at or below its threshold. */
export function needsReorder(item: Pick<EssentialItem, 'currentQuantity' | 'reorderThreshold'>): boolean {
  return item.currentQuantity <= item.reorderThreshold;
}

/** About how many days the stock lasts (quantity × days per unit), or null when the duration is unknown. */
export function essentialDaysLeft(
  item: Pick<EssentialItem, 'currentQuantity' | 'estimatedDurationDays'>,
): number | null {
  return item.estimatedDurationDays === null
    ? null
    : Math.floor(item.currentQuantity * item.estimatedDurationDays);
}
