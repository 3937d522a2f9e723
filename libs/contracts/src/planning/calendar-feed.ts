import { z } from 'zod';
import { endpointsFor } from '../endpoint';

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

const endpoint = endpointsFor('planning', 'calendar-feed');

/** Subscribe in a calendar app: each member's private feed address (spec 001 calendar feed). */
export const calendarFeedEndpoints = {
  status: endpoint({
    method: 'GET',
    path: '/api/planning/calendar-feed',
    summary: 'Whether your calendar feed is on, and when a calendar app last read it',
    response: calendarFeedStatus,
  }),
  turnOn: endpoint({
    method: 'POST',
    path: '/api/planning/calendar-feed',
    summary:
      'Turn your feed on, or replace its address (the old one stops working); the address is shown only now',
    response: createdCalendarFeed,
    status: 201,
  }),
  turnOff: endpoint({
    method: 'DELETE',
    path: '/api/planning/calendar-feed',
    summary: 'Turn your feed off: its address stops working',
  }),
  file: endpoint({
    method: 'GET',
    path: '/api/calendar-feed/:file',
    summary: 'The feed a calendar app reads (public: the secret address is the key)',
    params: { file: z.string() },
    produces: 'text/calendar',
    public: true,
  }),
};
