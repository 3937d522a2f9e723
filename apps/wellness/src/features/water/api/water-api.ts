import { useQuery } from '@tanstack/react-query';
import {
  callEndpoint,
  endpointQuery,
  useEndpointMutation,
  useRefreshingMutation,
} from '@familyhub/api-client';
import {
  endpointRoutes,
  WELLNESS_PAGE_MAX,
  type CreateWaterGoalBody,
  type CreateWaterIntakeBody,
  type UpdateWaterGoalBody,
} from '@familyhub/contracts';

const endpoints = endpointRoutes.water;

/** Ounces per member and day, for one member or everyone the caller sees. */
export const waterTotalsQueryOptions = (from: string, to: string, userId?: number) =>
  endpointQuery(endpoints.totals, { query: { from, to, userId } });

export function useWaterTotals(from: string, to: string, userId?: number) {
  return useQuery(waterTotalsQueryOptions(from, to, userId));
}

/** One member's intakes of a day (newest first on screen). */
export const waterDayLogQueryOptions = (date: string, userId: number) =>
  endpointQuery(endpoints.intakes, { query: { userId, from: date, to: date, limit: WELLNESS_PAGE_MAX } });

export function useWaterDayLog(date: string, userId: number) {
  return useQuery(waterDayLogQueryOptions(date, userId));
}

/** One goal per member (a family has far fewer than a page). */
export const waterGoalsQueryOptions = () =>
  endpointQuery(endpoints.goals, { query: { limit: WELLNESS_PAGE_MAX } });

export function useWaterGoals() {
  return useQuery(waterGoalsQueryOptions());
}

export function useAddWaterIntake() {
  return useEndpointMutation(endpoints.addIntake, (body: CreateWaterIntakeBody) => ({ body }));
}

export type WaterGoalSave =
  { id?: undefined; body: CreateWaterGoalBody } | { id: number; body: UpdateWaterGoalBody };

/** 001 §7: creates the member's goal when they have none, changes it when they have one. */
export function useSaveWaterGoal() {
  return useRefreshingMutation([endpoints.goals.resource], (save: WaterGoalSave) =>
    save.id === undefined
      ? callEndpoint(endpoints.createGoal, { body: save.body })
      : callEndpoint(endpoints.updateGoal, { params: { id: save.id }, body: save.body }),
  );
}
