import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@familyhub/api-client';
import { endpointRoutes } from '@familyhub/contracts';

const endpoints = endpointRoutes.affirmations;

/** The day's affirmation. */
export const dailyAffirmationQueryOptions = (date: string) =>
  endpointQuery(endpoints.daily, { query: { date } });

export function useDailyAffirmation(date: string) {
  return useQuery(dailyAffirmationQueryOptions(date));
}
