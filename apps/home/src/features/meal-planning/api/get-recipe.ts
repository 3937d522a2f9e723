import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { Recipe } from '@familyhub/contracts';
import { recipesKeys } from './meal-planning-keys';

/** GET /api/recipes/{id}: one recipe with its ingredient lines and instructions (to edit it). */
export function useRecipe(id: number | null) {
  return useQuery({
    queryKey: recipesKeys.one(id ?? 0),
    queryFn: () => apiFetch<Recipe>(`/api/recipes/${id}`),
    enabled: id !== null,
  });
}
