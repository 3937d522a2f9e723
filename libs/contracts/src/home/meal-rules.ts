// The meal planner's rules without zod: its page needs them at start, zod loads with the first form (issue #34).
// meals.ts re-exports them beside the schemas.

/** A recipe's category; the library's tabs are All, Breakfast, Lunch/Dinner and Dessert (001 §2). */
export const recipeCategories = ['breakfast', 'lunch', 'dinner', 'dessert', 'snack'] as const;
export type RecipeCategory = (typeof recipeCategories)[number];

/** The library's tabs and the categories each shows. */
export const recipeTabs = {
  all: { label: 'All', categories: null },
  breakfast: { label: 'Breakfast', categories: ['breakfast'] },
  'lunch-dinner': { label: 'Lunch/Dinner', categories: ['lunch', 'dinner'] },
  dessert: { label: 'Dessert', categories: ['dessert'] },
} as const satisfies Record<string, { label: string; categories: readonly RecipeCategory[] | null }>;
export type RecipeTab = keyof typeof recipeTabs;

/** 001 §3 meal types. */
export const mealTypes = ['breakfast', 'lunch', 'dinner', 'snack'] as const;

/** Today + 7 days (001 §7: endDate a week from today), YYYY-MM-DD in UTC unless given a today. */
export function defaultShoppingRange(today = new Date().toISOString().slice(0, 10)): {
  startDate: string;
  endDate: string;
} {
  const end = new Date(`${today}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 7);
  return { startDate: today, endDate: end.toISOString().slice(0, 10) };
}
