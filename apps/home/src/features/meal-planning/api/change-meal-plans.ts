import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { CreateMealPlanBody, MealPlan, UpdateMealPlanBody } from '@familyhub/contracts';
import { mealPlansKeys } from './meal-planning-keys';

/** POST /api/meal-plans. */
export function useCreateMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMealPlanBody) => apiFetch<MealPlan>('/api/meal-plans', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mealPlansKeys.all }),
  });
}

/** PATCH /api/meal-plans/{id}: move to another day or slot, servings, notes. */
export function useUpdateMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateMealPlanBody }) =>
      apiFetch<MealPlan>(`/api/meal-plans/${id}`, { method: 'PATCH', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mealPlansKeys.all }),
  });
}

/** DELETE /api/meal-plans/{id}. */
export function useDeleteMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api/meal-plans/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mealPlansKeys.all }),
  });
}
