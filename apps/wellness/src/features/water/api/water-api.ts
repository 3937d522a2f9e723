import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  callEndpoint,
  endpointQuery,
  mapPagedCache,
  useOfflineMutation,
  useRefreshingMutation,
  useWriteQueue,
  type PagedCache,
} from '@familyhub/api-client';
import {
  endpointRoutes,
  toOunces,
  WELLNESS_PAGE_MAX,
  type CreateWaterGoalBody,
  type CreateWaterIntakeBody,
  type UpdateWaterGoalBody,
  type WaterDayTotal,
  type WaterIntake,
} from '@familyhub/contracts';
import { waterMessages } from '../messages';

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

type IntakePage = { items: WaterIntake[]; nextCursor: string | null };
/** What is cached under 'water-intakes': a member's log (intakes) or the day totals. */
type WaterCache = PagedCache<IntakePage> | { items: WaterDayTotal[] };
/** The query of a cached answer: whose water, over which days (`endpointKey`: resource, path, params, query). */
type WaterQuery = { userId?: number; from?: string; to?: string };

/**
 * One cached answer with a drink just logged: first in the member's log of that day, and counted in their day's
 * total; answers about another member or other days are left as they are.
 */
function withIntake(
  key: readonly unknown[],
  cache: WaterCache | undefined,
  body: CreateWaterIntakeBody,
  tempId: number | undefined,
): WaterCache | undefined {
  if (!cache) return cache;
  const [, path, , query] = key as [string, string, unknown, WaterQuery];
  const shows =
    (query.userId === undefined || query.userId === body.userId) &&
    (query.from === undefined || query.from <= body.date) &&
    (query.to === undefined || body.date <= query.to);
  if (!shows) return cache;
  const unit = body.unit ?? 'oz';
  if (path === endpoints.totals.path) {
    const { items } = cache as { items: WaterDayTotal[] };
    const oz = toOunces(body.amount, unit);
    const mine = (total: WaterDayTotal) => total.userId === body.userId && total.date === body.date;
    return {
      ...cache,
      items: items.some(mine)
        ? items.map((total) => (mine(total) ? { ...total, totalOz: total.totalOz + oz } : total))
        : [...items, { userId: body.userId, date: body.date, totalOz: oz }],
    };
  }
  if (path === endpoints.intakes.path && tempId !== undefined) {
    const intake: WaterIntake = {
      id: tempId,
      userId: body.userId,
      amount: body.amount,
      unit,
      date: body.date,
      time: body.time,
      createdAt: new Date().toISOString(),
    };
    return mapPagedCache(cache as PagedCache<IntakePage>, (page, { first }) =>
      first ? { ...page, items: [intake, ...page.items] } : page,
    );
  }
  return cache;
}

/**
 * Logs a drink (the quick add and the dialog): it shows at once in the member's log and progress, and with no
 * network it is kept and sent when the network returns (issue #31), marked as waiting meanwhile.
 */
export function useAddWaterIntake() {
  return useOfflineMutation(endpoints.addIntake, (body: CreateWaterIntakeBody) => ({ body }), {
    adds: true,
    apply: (cache: WaterCache | undefined, body, tempId, key) => withIntake(key, cache, body, tempId),
    label: (body) => waterMessages.t('offline.label', { amount: body.amount, unit: body.unit ?? 'oz' }),
    failure: waterMessages.t('toast.addFailed'),
  });
}

/** Whose drinks are waiting for the network: `isPendingFor(member.id)` marks their card. */
export function usePendingIntakes() {
  const { pending } = useWriteQueue();
  return useMemo(() => {
    const members = new Set(
      pending
        .filter((write) => write.resource === endpoints.addIntake.resource)
        .map((write) => (write.request.body as { userId?: unknown } | undefined)?.userId),
    );
    return { isPendingFor: (userId: number) => members.has(userId) };
  }, [pending]);
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
