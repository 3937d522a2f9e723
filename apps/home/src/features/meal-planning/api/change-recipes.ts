import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { CreateRecipeBody, Recipe, UpdateRecipeBody } from '@familyhub/contracts';
import { recipesKeys } from './meal-planning-keys';

/** POST /api/recipes. */
export function useCreateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRecipeBody) => apiFetch<Recipe>('/api/recipes', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recipesKeys.all }),
  });
}

/** PATCH /api/recipes/{id} (the star alone: `{ isFavorite }`). */
export function useUpdateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateRecipeBody }) =>
      apiFetch<Recipe>(`/api/recipes/${id}`, { method: 'PATCH', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recipesKeys.all }),
  });
}

/** DELETE /api/recipes/{id}; its planned meals stay as free text. */
export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api/recipes/${id}`, { method: 'DELETE' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recipesKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['meal-plans'] }),
      ]),
  });
}
