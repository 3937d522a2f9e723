// What the calendar feed offers to the other planning features (the table: forgetting a member) and to app.ts.
export { calendarFeeds } from './calendar-feed.table';
export { createCalendarFeedRepository } from './calendar-feed.repository';
export { calendarFeedRouter } from './calendar-feed.router';
export { createCalendarFeedService, type CalendarFeedService } from './calendar-feed.service';
