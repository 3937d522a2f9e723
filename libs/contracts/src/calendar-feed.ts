import { z } from 'zod';

/** GET /api/planning/calendar-feed: whether the signed-in member's private iCal feed is on. */
export const calendarFeedStatus = z.object({
  enabled: z.boolean(),
  createdAt: z.string().nullable(),
  /** When a calendar app last fetched the feed (null: not yet). */
  lastFetchedAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatus>;

/**
 * POST /api/planning/calendar-feed (201): a new secret feed address, shown once. Only its hash is stored,
 * so it cannot be shown again; turning the feed on again replaces it.
 */
export const createdCalendarFeed = calendarFeedStatus.extend({
  enabled: z.literal(true),
  /** `/api/calendar-feed/<token>.ics`, to be prefixed with the site's origin. */
  path: z.string(),
});
export type CreatedCalendarFeed = z.infer<typeof createdCalendarFeed>;

export const CALENDAR_FEED_PATH_PREFIX = '/api/calendar-feed/';
