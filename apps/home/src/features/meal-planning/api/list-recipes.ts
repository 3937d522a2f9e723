import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { Ingredient, RecipePage, RecipeTab } from '@familyhub/contracts';
import { recipesKeys } from './meal-planning-keys';

export interface RecipeView {
  tab: RecipeTab;
  search: string;
  favorites: boolean;
  /** The archived recipes rather than those in use. */
  archived: boolean;
}

/** GET /api/recipes?tab&search&favorites&archived: the library by title, a page at a time. */
export const recipesQueryOptions = (view: RecipeView) =>
  infiniteQueryOptions({
    queryKey: recipesKeys.list(view),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ tab: view.tab, limit: '30' });
      if (view.search.trim()) params.set('search', view.search.trim());
      if (view.favorites) params.set('favorites', 'true');
      if (view.archived) params.set('archived', 'true');
      if (pageParam) params.set('cursor', pageParam);
      return apiFetch<RecipePage>(`/api/recipes?${params.toString()}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export function useRecipes(view: RecipeView) {
  return useInfiniteQuery(recipesQueryOptions(view));
}

/** The recipes a meal can be planned from (none archived): the first 50 whose title or tags match. */
export function useRecipeChoices(search: string) {
  return useQuery({
    queryKey: recipesKeys.choices(search),
    queryFn: () => {
      const params = new URLSearchParams({ limit: '50' });
      if (search.trim()) params.set('search', search.trim());
      return apiFetch<RecipePage>(`/api/recipes?${params.toString()}`);
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /api/recipes/ingredients?search: the family's ingredient list, for the recipe form's suggestions. */
export function useIngredients(search: string) {
  return useQuery({
    queryKey: recipesKeys.ingredients(search),
    queryFn: () =>
      apiFetch<Ingredient[]>(`/api/recipes/ingredients?search=${encodeURIComponent(search.trim())}`),
    placeholderData: keepPreviousData,
  });
}
