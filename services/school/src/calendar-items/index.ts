export { createCalendarItemsService, type CalendarItemsService } from './calendar-items.service';
export { calendarItemsRouter } from './calendar-items.router';
