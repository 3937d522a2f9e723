/** A window of the family calendar: whole days, both included (YYYY-MM-DD). */
export interface CalendarWindow {
  from: string;
  to: string;
}

/** The most rows of one kind a calendar read takes: far more than a family keeps in two months. */
export const MAX_CALENDAR_ITEMS = 500;

/** Every day of [from, to] that a span of days [first, last] covers. */
export function daysWithin(first: string, last: string, window: CalendarWindow): string[] {
  const days: string[] = [];
  const start = first > window.from ? first : window.from;
  const end = last < window.to ? last : window.to;
  for (let at = new Date(`${start}T00:00:00.000Z`); ; at.setUTCDate(at.getUTCDate() + 1)) {
    const day = at.toISOString().slice(0, 10);
    if (day > end) break;
    days.push(day);
  }
  return days;
}
