import type { MealType, RecipeCategory, RecipeDifficulty } from '@familyhub/contracts';

export const mealTypeLabels: Record<MealType, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

export const categoryLabels: Record<RecipeCategory, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  dessert: 'Dessert',
  snack: 'Snack',
};

export const difficultyLabels: Record<RecipeDifficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

/** "25 min" for prep plus cook time, or null when neither is known. */
export function totalTime(prep: number | null, cook: number | null): string | null {
  if (prep === null && cook === null) return null;
  return `${(prep ?? 0) + (cook ?? 0)} min`;
}
