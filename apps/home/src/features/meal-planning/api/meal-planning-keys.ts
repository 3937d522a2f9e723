import type { RecipeTab } from '@familyhub/contracts';

/** The recipe library's query keys; the root is the live topic 'recipes', so a change anywhere refetches them. */
export const recipesKeys = {
  all: ['recipes'] as const,
  list: (params: { tab: RecipeTab; search: string; favorites: boolean; archived: boolean }) =>
    [...recipesKeys.all, 'list', params] as const,
  one: (id: number) => [...recipesKeys.all, 'one', id] as const,
  choices: (search: string) => [...recipesKeys.all, 'choices', search] as const,
  ingredients: (search: string) => [...recipesKeys.all, 'ingredients', search] as const,
};

/** The meal plan's query keys; the root is the live topic 'meal-plans'. */
export const mealPlansKeys = {
  all: ['meal-plans'] as const,
  week: (from: string, to: string) => [...mealPlansKeys.all, from, to] as const,
};
