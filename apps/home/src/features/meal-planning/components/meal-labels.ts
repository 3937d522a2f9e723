import type { MealType, RecipeCategory, RecipeDifficulty, RecipeNutrition } from '@familyhub/contracts';

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

/** "Per serving: 320 kcal · protein 9.5 g · fat 10 g" — the figures that are known; null when none is. */
export function nutritionPerServing(nutrition: RecipeNutrition | null): string | null {
  if (!nutrition) return null;
  const parts = [
    nutrition.calories === null ? null : `${nutrition.calories} kcal`,
    nutrition.protein === null ? null : `protein ${nutrition.protein} g`,
    nutrition.carbs === null ? null : `carbs ${nutrition.carbs} g`,
    nutrition.fat === null ? null : `fat ${nutrition.fat} g`,
  ].filter(Boolean);
  return parts.length > 0 ? `Per serving: ${parts.join(' · ')}` : null;
}
