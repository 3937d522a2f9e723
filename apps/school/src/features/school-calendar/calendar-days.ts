import { weekdays, type ExtracurricularActivity, type SchoolEvent, type Weekday } from '@familyhub/contracts';

/** The first and last date (YYYY-MM-DD) of the month that holds `month` (YYYY-MM). */
export function monthRange(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The month before or after `month` (YYYY-MM). */
export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const at = new Date(Date.UTC(year, m - 1 + by, 1));
  return at.toISOString().slice(0, 7);
}

/**
 * Every date of the month's grid: leading blanks (null) so the first day falls under its weekday, in weeks that
 * start on `firstDay` (0 = Sunday … 6 = Saturday, the member's first day of the week).
 */
export function monthGrid(month: string, firstDay = 0): (string | null)[] {
  const { from, to } = monthRange(month);
  const leading = (new Date(`${from}T00:00:00Z`).getUTCDay() - firstDay + 7) % 7;
  const days = Number(to.slice(8));
  return [
    ...Array.from({ length: leading }, () => null),
    ...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ];
}

export function eventOn(event: SchoolEvent, date: string): boolean {
  return date >= event.startDate && date <= (event.endDate ?? event.startDate);
}

/** An active activity meets on a date that is one of its weekdays within its start and end dates. */
export function activityOn(activity: ExtracurricularActivity, date: string): boolean {
  if (activity.status !== 'active' || date < activity.startDate) return false;
  if (activity.endDate && date > activity.endDate) return false;
  const weekday = weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
  return activity.daysOfWeek.includes(weekday);
}

/** The seven weekdays in the order of a week that starts on `firstDay` (0 = Sunday). */
export function weekdaysFrom(firstDay: number): Weekday[] {
  return weekdays.map((_, i) => weekdays[(firstDay + i) % 7]!);
}

/** A day (midnight UTC) that falls on `weekday`, to name it with Intl: 1 November 2026 was a Sunday. */
export function dateOfWeekday(weekday: Weekday): Date {
  return new Date(Date.UTC(2026, 10, 1 + weekdays.indexOf(weekday)));
}
