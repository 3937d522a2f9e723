import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { MealPlan } from '@familyhub/contracts';
import { mealPlansKeys } from './meal-planning-keys';

/** GET /api/meal-plans?from&to: the meals of a week (not paged: bounded by the window). */
export function useMealPlans(from: string, to: string) {
  return useQuery({
    queryKey: mealPlansKeys.week(from, to),
    queryFn: () => apiFetch<MealPlan[]>(`/api/meal-plans?from=${from}&to=${to}`),
    placeholderData: keepPreviousData,
  });
}
