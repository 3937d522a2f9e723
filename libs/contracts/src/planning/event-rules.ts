// The calendar's rules without zod: the pages that draw weeks need them at start, zod loads with the first form
// (issue #34). events.ts re-exports them beside the schemas.

/** Weekdays in calendar order, Sunday first (weeks start on Sunday, spec 000 §2); index = Date#getDay(). */
export const weekdays = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
