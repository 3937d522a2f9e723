// The grocery budget's rules without zod: the dashboard's card needs them at start, zod loads with the first form
// (issue #16). money-grocery.ts re-exports them beside the schemas.
import type { GroceryBudget } from './grocery';

/** The bar turns red above 100 percent; history labels such months Over budget (spec 001 §2). */
export function isOverBudget(budget: Pick<GroceryBudget, 'amountCents' | 'spentCents'>): boolean {
  return budget.spentCents > budget.amountCents;
}

/** Whole percent spent of the budget (uncapped: 130 means 30 % over). */
export function percentSpent(budget: Pick<GroceryBudget, 'amountCents' | 'spentCents'>): number {
  if (budget.amountCents <= 0) return 0;
  return Math.round((budget.spentCents * 100) / budget.amountCents);
}
