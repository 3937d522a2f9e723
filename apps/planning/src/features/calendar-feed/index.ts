// What the calendar feed offers to the other planning features (the rest is the feed's own).
export { CalendarFeedPanel } from './components/calendar-feed-panel';
