import type { EventOccurrence } from '@familyhub/contracts';

/**
 * Calendar days on the viewer's own clock. A day is named by its key 'YYYY-MM-DD'; weeks start on Sunday
 * (spec 000 §2).
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

/** The weeks (Sunday to Saturday) that show a month, including the neighbouring months' days. */
export function monthGrid(month: string): DayKey[][] {
  const first = dateOfKey(`${month}-01`);
  const start = addDays(`${month}-01`, -first.getDay());
  const lastOfMonth = new Date(first.getFullYear(), first.getMonth() + 1, 0);
  const end = addDays(dayKeyOf(lastOfMonth), 6 - lastOfMonth.getDay());
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
export function gridWindow(month: string): { from: DayKey; to: DayKey } {
  const weeks = monthGrid(month);
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

/**
 * One formatter per format, made on first use: `toLocaleDateString` with options builds a new one on every call, and
 * the month grid formats every one of its 42 days each render (issue #34: switching months at 4× CPU).
 */
function formatterOf(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat('en-US', options));
}
const longDate = formatterOf({ month: 'long', day: 'numeric', year: 'numeric' });
const monthYear = formatterOf({ month: 'long', year: 'numeric' });
const clockTime = formatterOf({ hour: 'numeric', minute: '2-digit' });
const shortDate = formatterOf({ month: 'short', day: 'numeric' });

/** 'November 22, 2026'. */
export function formatLongDate(key: DayKey): string {
  return longDate().format(dateOfKey(key));
}

/** 'November 2026'. */
export function formatMonth(month: string): string {
  return monthYear().format(dateOfKey(`${month}-01`));
}

/** '9:00 AM'. */
export function formatTime(iso: string): string {
  return clockTime().format(new Date(iso));
}

/** '6:00 PM' for a wall-clock 'HH:MM' on a day (another domain's item, already on the viewer's days). */
export function formatWallTime(day: DayKey, time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const at = dateOfKey(day);
  at.setHours(hours, minutes);
  return formatTime(at.toISOString());
}

/** When an occurrence happens, as its list row says it: 'All day', '9:00 AM – 10:00 AM', 'Nov 22, 9:00 AM – Nov 24, 5:00 PM'. */
export function formatOccurrenceTime(occurrence: EventOccurrence): string {
  const start = new Date(occurrence.start);
  const end = occurrence.end ? new Date(occurrence.end) : null;
  const short = (d: Date) => shortDate().format(d);
  if (occurrence.allDay) {
    if (!end) return 'All day';
    const lastDay = addDays(dayKeyOf(end), end.getHours() === 0 && end.getMinutes() === 0 ? -1 : 0);
    return lastDay === dayKeyOf(start)
      ? 'All day'
      : `All day, ${short(start)} – ${short(dateOfKey(lastDay))}`;
  }
  if (!end) return formatTime(occurrence.start);
  if (dayKeyOf(start) === dayKeyOf(end))
    return `${formatTime(occurrence.start)} – ${formatTime(occurrence.end!)}`;
  return `${short(start)}, ${formatTime(occurrence.start)} – ${short(end)}, ${formatTime(occurrence.end!)}`;
}

/** The viewer's IANA time zone: repeating events keep their wall-clock time there. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
