import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import { WELLNESS_PAGE_MAX, type MedicationDay, type Page } from '@familyhub/contracts';
import { medicationKeys } from './medication-keys';

export function medicationDayPath(date: string, userId?: number, cursor?: string): string {
  const params = new URLSearchParams({ date, limit: String(WELLNESS_PAGE_MAX) });
  if (userId !== undefined) params.set('userId', String(userId));
  if (cursor) params.set('cursor', cursor);
  return `/api/medications/today?${params}`;
}

/** GET /api/medications/today — every medication with its status and doses on the day (001 §4). */
export const medicationDayQueryOptions = (date: string, userId?: number) =>
  infiniteQueryOptions({
    queryKey: medicationKeys.day(date, userId),
    queryFn: ({ pageParam }) => apiFetch<Page<MedicationDay>>(medicationDayPath(date, userId, pageParam)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useMedicationDay(date: string, userId?: number) {
  return useInfiniteQuery(medicationDayQueryOptions(date, userId));
}
