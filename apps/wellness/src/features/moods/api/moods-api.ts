import { useQuery } from '@tanstack/react-query';
import { endpointQuery, useEndpointMutation } from '@familyhub/api-client';
import { endpointRoutes, WELLNESS_PAGE_MAX, type CreateMoodBody } from '@familyhub/contracts';

const endpoints = endpointRoutes.moods;

/** The moods of a window (001 §9: 7 days), newest first, for one member or everyone the caller sees. */
export const moodsQueryOptions = (from: string, to: string, userId?: number) =>
  endpointQuery(endpoints.list, { query: { from, to, limit: WELLNESS_PAGE_MAX, userId } });

export function useMoods(from: string, to: string, userId?: number) {
  return useQuery(moodsQueryOptions(from, to, userId));
}

export function useRecordMood() {
  return useEndpointMutation(endpoints.record, (body: CreateMoodBody) => ({ body }));
}
