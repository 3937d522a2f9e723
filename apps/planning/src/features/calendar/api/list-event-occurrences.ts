import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { EventOccurrence } from '@familyhub/contracts';
import { viewerTimeZone, type DayKey } from '../calendar-days';
import { eventsKeys } from './events-keys';

/** GET /api/events?from&to&tz — the occurrences shown in one window of days (a month grid). */
export const eventOccurrencesQueryOptions = (from: DayKey, to: DayKey, tz = viewerTimeZone()) =>
  queryOptions({
    // Starts with 'events', so a live 'events' change and every event mutation refresh it.
    queryKey: eventsKeys.occurrences(from, to, tz),
    queryFn: () =>
      apiFetch<EventOccurrence[]>(`/api/events?${new URLSearchParams({ from, to, tz }).toString()}`),
    // Keep the previous month's dots while the next month loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export function useEventOccurrences(from: DayKey, to: DayKey) {
  return useQuery(eventOccurrencesQueryOptions(from, to));
}
