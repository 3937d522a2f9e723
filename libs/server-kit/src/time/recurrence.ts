import { MAX_EVENT_LENGTH_DAYS, weekdays, type Recurrence, type Weekday } from '@familyhub/contracts';
import { DAY_MS, dateOf, dayNumberOf, instantAt, wallClockAt, weekdayOf } from './zoned-time';

/** The parts of an event series that decide when it happens. */
export interface EventSchedule {
  startAt: Date;
  endAt: Date | null;
  allDay: boolean;
  /** IANA zone whose wall clock the series keeps (9:00 stays 9:00 across daylight-saving changes). */
  timeZone: string;
  recurrence: Recurrence | null;
  /** For weekly series: the days it happens on. */
  recurrenceDays: readonly Weekday[] | null;
  /** Last day (inclusive, in the series' zone) an occurrence may start on; null = no end. */
  recurrenceUntil: string | null;
}

export interface Occurrence {
  start: Date;
  end: Date | null;
}

/**
 * The furthest back (in days) before a window an expansion looks for an occurrence reaching into it: the longest
 * occurrence a series may have. A stored series with longer ones (written before any limit) then costs no more
 * than a valid one instead of a walk from its first day: its occurrences begun earlier are not looked for.
 */
export const MAX_LOOKBACK_DAYS = MAX_EVENT_LENGTH_DAYS + 1;

/** A half-open span of time [start, end). */
export interface TimeWindow {
  start: Date;
  end: Date;
}

function repeatsOn(schedule: EventSchedule, firstDay: number, day: number): boolean {
  switch (schedule.recurrence) {
    case 'daily':
      return true;
    case 'weekly': {
      const chosen = schedule.recurrenceDays?.length
        ? schedule.recurrenceDays
        : [weekdays[weekdayOf(firstDay)]];
      return chosen.includes(weekdays[weekdayOf(day)]);
    }
    case 'monthly':
      // Months without that date (the 31st in April, the 30th in February) are skipped.
      return dateOf(day).date === dateOf(firstDay).date;
    case 'yearly': {
      // Same month and date: a 29 February series only happens in leap years.
      const first = dateOf(firstDay);
      const current = dateOf(day);
      return current.month === first.month && current.date === first.date;
    }
    default:
      return day === firstDay;
  }
}

/**
 * The occurrences of a series that overlap a window, in start order. Each occurrence keeps the first one's
 * wall-clock start and end times (and the number of days it spans) in the series' zone. An occurrence without
 * an end is a moment, or the whole day for an all-day event.
 */
export function occurrencesInWindow(schedule: EventSchedule, window: TimeWindow): Occurrence[] {
  const zone = schedule.timeZone;
  const first = wallClockAt(schedule.startAt.getTime(), zone);
  const last = schedule.endAt ? wallClockAt(schedule.endAt.getTime(), zone) : null;
  const spanDays = last ? last.day - first.day : 0;
  const windowStart = window.start.getTime();
  const windowEnd = window.end.getTime();

  const occurrenceOn = (day: number): Occurrence => ({
    start: new Date(instantAt(day, first.timeMs, zone)),
    end: last ? new Date(instantAt(day + spanDays, last.timeMs, zone)) : null,
  });
  const overlaps = (occurrence: Occurrence, day: number): boolean => {
    const start = occurrence.start.getTime();
    if (start >= windowEnd) return false;
    if (occurrence.end) return occurrence.end.getTime() > windowStart;
    if (schedule.allDay) return instantAt(day + 1, 0, zone) > windowStart;
    return start >= windowStart;
  };

  if (!schedule.recurrence) {
    const only = occurrenceOn(first.day);
    return overlaps(only, first.day) ? [only] : [];
  }

  // Only days whose occurrence could reach into the window: the cost follows the window, not the history.
  const lookback = Math.min(spanDays, MAX_LOOKBACK_DAYS);
  const fromDay = Math.max(first.day, wallClockAt(windowStart, zone).day - lookback - 1);
  let toDay = wallClockAt(windowEnd - 1, zone).day + 1;
  if (schedule.recurrenceUntil) toDay = Math.min(toDay, dayNumberOf(schedule.recurrenceUntil));

  const found: Occurrence[] = [];
  for (let day = fromDay; day <= toDay; day += 1) {
    if (!repeatsOn(schedule, first.day, day)) continue;
    const occurrence = occurrenceOn(day);
    if (overlaps(occurrence, day)) found.push(occurrence);
  }
  return found;
}

/**
 * An upper bound of the calendar days occurrencesInWindow steps through for this series, computed without any
 * time-zone arithmetic (UTC days, one day of slack either side for the zone's offset).
 */
export function expansionDays(schedule: EventSchedule, window: TimeWindow): number {
  if (!schedule.recurrence) return 1;
  const dayOf = (ms: number) => Math.floor(ms / DAY_MS);
  const spanDays = schedule.endAt
    ? Math.min(
        Math.ceil((schedule.endAt.getTime() - schedule.startAt.getTime()) / DAY_MS) + 1,
        MAX_LOOKBACK_DAYS + 1,
      )
    : 0;
  const fromDay = Math.max(
    dayOf(schedule.startAt.getTime()) - 1,
    dayOf(window.start.getTime()) - spanDays - 2,
  );
  let toDay = dayOf(window.end.getTime()) + 2;
  if (schedule.recurrenceUntil) toDay = Math.min(toDay, dayNumberOf(schedule.recurrenceUntil) + 1);
  return Math.max(0, toDay - fromDay + 1);
}

/**
 * The series (in the given order) whose expansion fits in a budget of calendar days, and whether any were left
 * out: one request never steps through more than `budgetDays` days, however many series a family keeps.
 */
export function affordableSeries<S extends EventSchedule>(
  series: readonly S[],
  window: TimeWindow,
  budgetDays: number,
): { affordable: S[]; leftOut: boolean } {
  let spent = 0;
  for (let i = 0; i < series.length; i += 1) {
    spent += expansionDays(series[i], window);
    if (spent > budgetDays) return { affordable: series.slice(0, i), leftOut: true };
  }
  return { affordable: [...series], leftOut: false };
}
