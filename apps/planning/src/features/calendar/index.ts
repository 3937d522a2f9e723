// What the calendar offers to the other planning features (the rest is the calendar's own).
export { addDays, dayKeyOf, viewerTimeZone } from './calendar-days';
export {
  useCanEditSchedule,
  useCanOrganise,
  useScheduleIsReadOnlyForParent,
} from './use-calendar-permissions';
export { ScheduleReadOnlyNote } from './components/schedule-read-only-note';
