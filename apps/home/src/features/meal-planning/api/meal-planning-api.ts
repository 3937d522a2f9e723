import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  endpointPages,
  endpointQuery,
  endpointUrl,
  useEndpointMutation,
  useUploadFile,
} from '@familyhub/api-client';
import {
  endpointRoutes,
  type CreateMealPlanBody,
  type CreateRecipeBody,
  type GenerateShoppingListBody,
  type RecipeTab,
  type UpdateMealPlanBody,
  type UpdateRecipeBody,
} from '@familyhub/contracts';

export interface RecipeView {
  tab: RecipeTab;
  search: string;
  favorites: boolean;
  /** The archived recipes rather than those in use. */
  archived: boolean;
}

/** One tab's recipes, searched, 30 a page; the previous answer stays while a new search loads. */
export const recipesQueryOptions = (view: RecipeView) => ({
  ...endpointPages(endpointRoutes.recipes.list, 30, {
    query: {
      tab: view.tab,
      limit: 30,
      search: view.search.trim() || undefined,
      favorites: view.favorites ? 'true' : undefined,
      archived: view.archived ? 'true' : undefined,
    },
  }),
  placeholderData: keepPreviousData,
});

export function useRecipes(view: RecipeView) {
  return useInfiniteQuery(recipesQueryOptions(view));
}

/** Recipes to pick for a meal, searched. */
export function useRecipeChoices(search: string) {
  return useQuery({
    ...endpointQuery(endpointRoutes.recipes.list, {
      query: { limit: 50, search: search.trim() || undefined },
    }),
    placeholderData: keepPreviousData,
  });
}

export function useIngredients(search: string) {
  return useQuery({
    ...endpointQuery(endpointRoutes.recipes.ingredients, { query: { search: search.trim() } }),
    placeholderData: keepPreviousData,
  });
}

export function useRecipe(id: number | null) {
  return useQuery({
    ...endpointQuery(endpointRoutes.recipes.get, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}

/** The meals planned in a week; the previous week stays while the next loads. */
export function useMealPlans(from: string, to: string) {
  return useQuery({
    ...endpointQuery(endpointRoutes.mealPlans.list, { query: { from, to } }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateMealPlan() {
  return useEndpointMutation(endpointRoutes.mealPlans.create, (body: CreateMealPlanBody) => ({ body }));
}

export function useUpdateMealPlan() {
  return useEndpointMutation(
    endpointRoutes.mealPlans.update,
    ({ id, body }: { id: number; body: UpdateMealPlanBody }) => ({
      params: { id },
      body,
    }),
  );
}

export function useDeleteMealPlan() {
  return useEndpointMutation(endpointRoutes.mealPlans.remove, (id: number) => ({ params: { id } }));
}

export function useCreateRecipe() {
  return useEndpointMutation(endpointRoutes.recipes.create, (body: CreateRecipeBody) => ({ body }));
}

export function useUpdateRecipe() {
  return useEndpointMutation(
    endpointRoutes.recipes.update,
    ({ id, body }: { id: number; body: UpdateRecipeBody }) => ({
      params: { id },
      body,
    }),
  );
}

/** Deletes a recipe: the meals planned with it change too. */
export function useDeleteRecipe() {
  return useEndpointMutation(endpointRoutes.recipes.remove, (id: number) => ({ params: { id } }), {
    alsoRefreshes: [endpointRoutes.mealPlans.list.resource],
  });
}

/** Puts the planned meals' ingredients on planning's shopping list. */
export function useGenerateShoppingList() {
  return useEndpointMutation(
    endpointRoutes.mealPlans.generateShoppingList,
    (body: GenerateShoppingListBody) => ({ body }),
    { alsoRefreshes: [endpointRoutes.shopping.list.resource] },
  );
}

export const useUploadRecipePhoto = () =>
  useUploadFile(endpointUrl(endpointRoutes.homeFiles.upload, { query: { use: 'photo' } }));
