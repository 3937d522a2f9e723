import type { Caller } from '@familyhub/server-kit';
import type { EventsRepository } from '../events/events.repository';
import { DAY_MS } from '../events/zoned-time';
import { buildCalendar } from './ical';

/** How far back a feed reaches: series that ended before this are left out, so the feed stays bounded. */
const HISTORY_DAYS = 366;
/** Later than any stored event can start. */
const END_OF_TIME = new Date('9999-12-31T00:00:00Z');

export const FEED_CALENDAR_NAME = 'FamilyHub family calendar';

/** The family's calendar as an iCalendar document, for subscriptions and data export. */
export function createCalendarFeedService(
  events: Pick<EventsRepository, 'candidatesForWindow'>,
  clock: () => Date = () => new Date(),
) {
  async function familyCalendar(familyId: number): Promise<string> {
    const since = new Date(clock().getTime() - HISTORY_DAYS * DAY_MS);
    const series = await events.candidatesForWindow(familyId, since, END_OF_TIME);
    return buildCalendar({ name: FEED_CALENDAR_NAME, events: series });
  }

  return {
    familyCalendar,

    /** The caller's family's events (GET /internal/export/events.ics, for the data export). */
    async exportForCaller(caller: Caller): Promise<string> {
      return familyCalendar(caller.familyId);
    },
  };
}
export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
