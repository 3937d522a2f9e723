import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  callEndpoint,
  endpointQuery,
  useEndpointMutation,
  useRefreshingMutation,
} from '@familyhub/api-client';
import { endpointRoutes, type CreateEventBody, type OccurrenceChangeBody } from '@familyhub/contracts';
import { viewerTimeZone, type DayKey } from '../calendar-days';

const endpoints = endpointRoutes.events;

/**
 * Every event query is under the live topic 'events' (guests and carpools too), so a change made anywhere in the
 * family refetches the calendar, the dashboard card and the guest lists.
 */
const resource = [endpoints.occurrences.resource];

/** The occurrences shown in one window of days (a month grid). */
export const eventOccurrencesQueryOptions = (from: DayKey, to: DayKey, tz = viewerTimeZone()) =>
  queryOptions({
    ...endpointQuery(endpoints.occurrences, { query: { from, to, tz } }),
    // Keep the previous month's dots while the next month loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export function useEventOccurrences(from: DayKey, to: DayKey) {
  return useQuery(eventOccurrencesQueryOptions(from, to));
}

/** The whole series, for the edit dialog. */
export const eventQueryOptions = (id: number) => endpointQuery(endpoints.get, { params: { id } });

export function useEvent(id: number | null) {
  return useQuery({ ...eventQueryOptions(id ?? 0), enabled: id !== null });
}

export interface EventSave {
  /** The series being changed; absent when adding. */
  id?: number;
  body: CreateEventBody;
}

/** Adds an event, or changes the whole series when `id` is given. */
export function useSaveEvent() {
  return useRefreshingMutation(resource, ({ id, body }: EventSave) =>
    id === undefined
      ? callEndpoint(endpoints.create, { body })
      : callEndpoint(endpoints.update, { params: { id }, body }),
  );
}

/** Deletes an event (every occurrence of a series). */
export function useDeleteEvent() {
  return useEndpointMutation(endpoints.remove, (id: number) => ({ params: { id } }));
}

export interface OccurrenceChange {
  eventId: number;
  /** The instant the series puts the occurrence: its address. */
  occurrenceStart: string;
  body: OccurrenceChangeBody;
}

/** Changes one occurrence of a series alone. */
export function useChangeOccurrence() {
  return useEndpointMutation(
    endpoints.changeOccurrence,
    ({ eventId, occurrenceStart, body }: OccurrenceChange) => ({
      params: { id: eventId, start: occurrenceStart },
      body,
    }),
  );
}

/** Removes one occurrence of a series alone; the series stays. */
export function useCancelOccurrence() {
  return useEndpointMutation(
    endpoints.cancelOccurrence,
    ({ eventId, occurrenceStart }: Omit<OccurrenceChange, 'body'>) => ({
      params: { id: eventId, start: occurrenceStart },
    }),
  );
}
