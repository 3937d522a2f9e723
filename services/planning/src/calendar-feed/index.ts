// What the calendar feed offers to the other planning features (the table: forgetting a member).
export { calendarFeeds } from './calendar-feed.table';
