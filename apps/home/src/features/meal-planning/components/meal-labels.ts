import type { RecipeNutrition, RecipeTab } from '@familyhub/contracts';
import type { Formats } from '@familyhub/ui/i18n';
import type { MealPlanningT } from '../messages';

/** The catalogue key of each library tab (the contract's tab ids hold a dash). */
export const recipeTabKeys = {
  all: 'tabs.all',
  breakfast: 'tabs.breakfast',
  'lunch-dinner': 'tabs.lunchDinner',
  dessert: 'tabs.dessert',
} as const satisfies Record<RecipeTab, string>;

/** "25 min" for prep plus cook time, or null when neither is known. */
export function totalTime(t: MealPlanningT, prep: number | null, cook: number | null): string | null {
  if (prep === null && cook === null) return null;
  return t('recipe.totalTime', { minutes: (prep ?? 0) + (cook ?? 0) });
}

/**
 * "Per serving: 320 kcal · protein 9.5 g · fat 10 g" ("proteínas 9,5 g" in Spanish) — the figures that are known,
 * in the member's numbers; null when none is.
 */
export function nutritionPerServing(
  t: MealPlanningT,
  formats: Pick<Formats, 'number'>,
  nutrition: RecipeNutrition | null,
): string | null {
  if (!nutrition) return null;
  const figure = (value: number) => formats.number(value);
  const parts = [
    nutrition.calories === null ? null : t('nutrition.calories', { value: figure(nutrition.calories) }),
    nutrition.protein === null ? null : t('nutrition.protein', { value: figure(nutrition.protein) }),
    nutrition.carbs === null ? null : t('nutrition.carbs', { value: figure(nutrition.carbs) }),
    nutrition.fat === null ? null : t('nutrition.fat', { value: figure(nutrition.fat) }),
  ].filter(Boolean);
  return parts.length > 0 ? t('nutrition.perServing', { figures: parts.join(' · ') }) : null;
}
