export const calendarFeedKey = () => ['calendar-feed'] as const;
/** The signed-in member's feed settings (GET, POST and DELETE). */
export const FEED_SETTINGS = '/api/planning/calendar-feed';
