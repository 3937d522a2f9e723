// What the calendar offers to the other planning features (the rest is the calendar's own).
export { addDays, dayKeyOf, viewerTimeZone } from './calendar-days';
export { useCanOrganise } from './use-calendar-permissions';
