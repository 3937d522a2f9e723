import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, queryKeys } from '@familyhub/api-client';
import type {
  Carpool,
  CarpoolPassenger,
  CreateCarpoolBody,
  CreateCarpoolPassengerBody,
  CreateEventGuestBody,
  EventGuest,
  EventOccurrence,
  UpdateEventGuestBody,
} from '@familyhub/contracts';
import { addDays, dayKeyOf, viewerTimeZone } from '../../calendar';

/** How many days the Guest Lists and Carpools tabs list at once; Earlier / Later and the date move the window. */
export const UPCOMING_DAYS = 180;

// Every key starts with 'events': the planning service publishes guest and carpool changes on that topic.
export const guestsKey = (eventId: number) => [...queryKeys.events(), eventId, 'guests'] as const;
export const carpoolsKey = (eventId: number) => [...queryKeys.events(), eventId, 'carpools'] as const;

export interface UpcomingEvent {
  eventId: number;
  title: string;
  /** The next occurrence's start. */
  start: string;
}

/** One entry per event (its next occurrence), soonest first. */
export function upcomingEventsOf(occurrences: readonly EventOccurrence[]): UpcomingEvent[] {
  const seen = new Map<number, UpcomingEvent>();
  for (const o of [...occurrences].sort((a, b) => a.start.localeCompare(b.start))) {
    if (!seen.has(o.eventId)) seen.set(o.eventId, { eventId: o.eventId, title: o.title, start: o.start });
  }
  return [...seen.values()];
}

/** Today's day key, where the event window starts unless the person moves it. */
export const todayKey = () => dayKeyOf(new Date());

/**
 * GET /api/events for the UPCOMING_DAYS from `from` (today unless the person moved the window: past and far-future
 * events have guests and carpools too), folded to one entry per event.
 */
export function useUpcomingEvents(from: string = todayKey()) {
  const to = addDays(from, UPCOMING_DAYS);
  const tz = viewerTimeZone();
  return useQuery(
    queryOptions({
      queryKey: [...queryKeys.events(), 'upcoming', from, tz] as const,
      queryFn: () =>
        apiFetch<EventOccurrence[]>(`/api/events?${new URLSearchParams({ from, to, tz }).toString()}`),
      select: upcomingEventsOf,
    }),
  );
}

export function useGuests(eventId: number) {
  return useQuery({
    queryKey: guestsKey(eventId),
    queryFn: () => apiFetch<EventGuest[]>(`/api/events/${eventId}/guests`),
  });
}

export function useCarpools(eventId: number) {
  return useQuery({
    queryKey: carpoolsKey(eventId),
    queryFn: () => apiFetch<Carpool[]>(`/api/events/${eventId}/carpools`),
  });
}

function useEventsMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.events() }),
  });
}

/** POST /api/event-guests or PATCH /api/event-guests/:id (Confirm and Decline send only the status). */
export function useSaveGuest() {
  return useEventsMutation(
    ({ id, body }: { id?: number; body: CreateEventGuestBody | UpdateEventGuestBody }) =>
      id === undefined
        ? apiFetch<EventGuest>('/api/event-guests', { method: 'POST', body })
        : apiFetch<EventGuest>(`/api/event-guests/${id}`, { method: 'PATCH', body }),
  );
}

export function useDeleteGuest() {
  return useEventsMutation((id: number) => apiFetch<void>(`/api/event-guests/${id}`, { method: 'DELETE' }));
}

/** POST /api/carpools or PATCH /api/carpools/:id. */
export function useSaveCarpool() {
  return useEventsMutation(({ id, body }: { id?: number; body: CreateCarpoolBody }) => {
    if (id === undefined) return apiFetch<Carpool>('/api/carpools', { method: 'POST', body });
    const { eventId: _eventId, ...changes } = body;
    return apiFetch<Carpool>(`/api/carpools/${id}`, { method: 'PATCH', body: changes });
  });
}

export function useDeleteCarpool() {
  return useEventsMutation((id: number) => apiFetch<void>(`/api/carpools/${id}`, { method: 'DELETE' }));
}

export function useAddPassenger() {
  return useEventsMutation((body: CreateCarpoolPassengerBody) =>
    apiFetch<CarpoolPassenger>('/api/carpool-passengers', { method: 'POST', body }),
  );
}

export function useRemovePassenger() {
  return useEventsMutation((id: number) =>
    apiFetch<void>(`/api/carpool-passengers/${id}`, { method: 'DELETE' }),
  );
}
