import { dateTimeFormat, type EventOccurrence } from '@familyhub/contracts';

/**
 * Calendar days on the viewer's own clock. A day is named by its key 'YYYY-MM-DD'; weeks start on the member's
 * first weekday (Sunday in English, spec 000 §2).
 */
export type DayKey = string;

const pad = (n: number) => String(n).padStart(2, '0');

export function dayKeyOf(date: Date): DayKey {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of a day. */
export function dateOfKey(key: DayKey): Date {
  const [year, month, day] = key.split('-').map(Number);
  return new Date(year, month - 1, day);
}

export function addDays(key: DayKey, days: number): DayKey {
  const date = dateOfKey(key);
  date.setDate(date.getDate() + days);
  return dayKeyOf(date);
}

/** The same day of another month, clamped to that month's length (31 January + 1 month = 28/29 February). */
export function addMonths(key: DayKey, months: number): DayKey {
  const date = dateOfKey(key);
  const target = new Date(date.getFullYear(), date.getMonth() + months, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(date.getDate(), lastDay));
  return dayKeyOf(target);
}

/** 'YYYY-MM' of the month a day belongs to. */
export const monthOf = (key: DayKey) => key.slice(0, 7);

/** How far a day is into its week, for weeks starting on `firstDay` (0 = Sunday). */
export const weekdayOffset = (date: Date, firstDay = 0) => (date.getDay() - firstDay + 7) % 7;

/** The weeks (from `firstDay`, Sunday by default) that show a month, including the neighbouring months' days. */
export function monthGrid(month: string, firstDay = 0): DayKey[][] {
  const first = dateOfKey(`${month}-01`);
  const start = addDays(`${month}-01`, -weekdayOffset(first, firstDay));
  const lastOfMonth = new Date(first.getFullYear(), first.getMonth() + 1, 0);
  const end = addDays(dayKeyOf(lastOfMonth), 6 - weekdayOffset(lastOfMonth, firstDay));
  const weeks: DayKey[][] = [];
  for (let day = start; day <= end;) {
    const week: DayKey[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push(day);
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** The whole grid of a month, as the from/to days of GET /api/events. */
export function gridWindow(month: string, firstDay = 0): { from: DayKey; to: DayKey } {
  const weeks = monthGrid(month, firstDay);
  return { from: weeks[0][0], to: weeks[weeks.length - 1][6] };
}

/** Does an occurrence touch a day? A multi-day event touches every day it spans. */
export function occursOn(occurrence: EventOccurrence, key: DayKey): boolean {
  const dayStart = dateOfKey(key).getTime();
  const dayEnd = dateOfKey(addDays(key, 1)).getTime();
  const start = Date.parse(occurrence.start);
  if (start >= dayEnd) return false;
  if (occurrence.end) return Date.parse(occurrence.end) > dayStart;
  if (occurrence.allDay) return dateOfKey(addDays(dayKeyOf(new Date(start)), 1)).getTime() > dayStart;
  return start >= dayStart;
}

export function occurrencesOn(occurrences: readonly EventOccurrence[], key: DayKey): EventOccurrence[] {
  return occurrences.filter((o) => occursOn(o, key));
}

/** The days of a grid that have at least one event, for the dots. */
export function daysWithEvents(
  occurrences: readonly EventOccurrence[],
  days: readonly DayKey[],
): Set<DayKey> {
  return new Set(days.filter((day) => occurrences.some((o) => occursOn(o, day))));
}

/** 'November 22, 2026' (in the member's locale; English by default). */
export function formatLongDate(key: DayKey, locale = 'en-US'): string {
  return dateTimeFormat(locale, { month: 'long', day: 'numeric', year: 'numeric' }).format(dateOfKey(key));
}

/** 'November 2026'. */
export function formatMonth(month: string, locale = 'en-US'): string {
  return dateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(dateOfKey(`${month}-01`));
}

/** The words a calendar's times use: 'All day' and ranges, in the member's language. */
export interface CalendarWords {
  allDay: string;
  allDaySpan: (values: { from: string; to: string }) => string;
  range: (values: { start: string; end: string }) => string;
}

/** The calendar's dates and times in the member's language, clock and first weekday (issue #35). */
export interface CalendarFormats {
  /** 0 = Sunday … 6 = Saturday: where the month grid's weeks start. */
  firstDayOfWeek: number;
  /** The week's days in the grid's order: JS day number, short and long names ('Sun', 'Sunday'). */
  weekdays: { day: number; short: string; long: string }[];
  /** A weekday's names by its JS day number (0 = Sunday). */
  weekdayName: (day: number) => { short: string; long: string };
  longDate: (key: DayKey) => string;
  month: (month: string) => string;
  /** '9:00 AM' on the member's clock. */
  time: (iso: string) => string;
  /** '6:00 PM' for a wall-clock 'HH:MM' on a day (another domain's item, already on the viewer's days). */
  wallTime: (day: DayKey, time: string) => string;
  /** When an occurrence happens: 'All day', '9:00 AM – 10:00 AM', 'Nov 22, 9:00 AM – Nov 24, 5:00 PM'. */
  occurrenceTime: (occurrence: EventOccurrence) => string;
}

// 1 November 2026 is a Sunday: the days after it name the weekdays.
const aSunday = (day: number) => new Date(2026, 10, 1 + day);

export function calendarFormatsOf(
  formats: { locale: string; firstDayOfWeek: number; time: (value: Date | string) => string },
  words: CalendarWords,
): CalendarFormats {
  const { locale, firstDayOfWeek } = formats;
  const short = (d: Date) => dateTimeFormat(locale, { month: 'short', day: 'numeric' }).format(d);
  const weekdayName = (day: number) => ({
    short: dateTimeFormat(locale, { weekday: 'short' }).format(aSunday(day)),
    long: dateTimeFormat(locale, { weekday: 'long' }).format(aSunday(day)),
  });
  const time = (iso: string) => formats.time(iso);
  return {
    firstDayOfWeek,
    weekdays: Array.from({ length: 7 }, (_, i) => {
      const day = (firstDayOfWeek + i) % 7;
      return { day, ...weekdayName(day) };
    }),
    weekdayName,
    longDate: (key) => formatLongDate(key, locale),
    month: (month) => formatMonth(month, locale),
    time,
    wallTime(day, wall) {
      const [hours, minutes] = wall.split(':').map(Number);
      const at = dateOfKey(day);
      at.setHours(hours, minutes);
      return time(at.toISOString());
    },
    occurrenceTime(occurrence) {
      const start = new Date(occurrence.start);
      const end = occurrence.end ? new Date(occurrence.end) : null;
      if (occurrence.allDay) {
        if (!end) return words.allDay;
        const lastDay = addDays(dayKeyOf(end), end.getHours() === 0 && end.getMinutes() === 0 ? -1 : 0);
        return lastDay === dayKeyOf(start)
          ? words.allDay
          : words.allDaySpan({ from: short(start), to: short(dateOfKey(lastDay)) });
      }
      if (!end) return time(occurrence.start);
      if (dayKeyOf(start) === dayKeyOf(end))
        return words.range({ start: time(occurrence.start), end: time(occurrence.end!) });
      return words.range({
        start: `${short(start)}, ${time(occurrence.start)}`,
        end: `${short(end)}, ${time(occurrence.end!)}`,
      });
    },
  };
}

/** The viewer's IANA time zone: repeating events keep their wall-clock time there. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
