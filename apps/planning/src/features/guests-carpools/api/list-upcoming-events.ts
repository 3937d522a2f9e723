import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@familyhub/api-client';
import { endpointRoutes, type EventOccurrence } from '@familyhub/contracts';
import { addDays, dayKeyOf, viewerTimeZone } from '../../calendar';

/** How many days the Guest Lists and Carpools tabs list at once; Earlier / Later and the date move the window. */
export const UPCOMING_DAYS = 180;

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
 * The event occurrences of the UPCOMING_DAYS from `from` (today unless the person moved the window: past and far-future
 * events have guests and carpools too), folded to one entry per event.
 */
export function useUpcomingEvents(from: string = todayKey()) {
  const to = addDays(from, UPCOMING_DAYS);
  const tz = viewerTimeZone();
  return useQuery({
    ...endpointQuery(endpointRoutes.events.occurrences, { query: { from, to, tz } }),
    select: upcomingEventsOf,
  });
}
