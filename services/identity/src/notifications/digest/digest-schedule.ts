import type { DigestFrequency } from '@familyhub/contracts';
import { dateOf, DAY_MS, instantAt, isoDateOf, wallClockAt, weekdayOf } from '@familyhub/server-kit';

const HOUR_MS = 3_600_000;
/** A digest missed at its hour (identity was down) still goes out within this many hours, never later. */
export const DIGEST_GRACE_HOURS = 3;

export interface DigestSettings {
  frequency: DigestFrequency;
  /** 0–23 in `timeZone`. */
  hour: number;
  timeZone: string;
}

/** One digest: the period it covers (its key makes it once per member) and when it is sent. */
export interface DigestPeriod {
  /** `digest:daily:2026-11-28`, `digest:weekly:2026-11-23` (the Monday), `digest:monthly:2026-11-01`. */
  key: string;
  /** The window it tells about: the day, the week from Monday, or the month, midnight to midnight in the zone. */
  from: Date;
  to: Date;
  sendAt: Date;
}

/** The first day (day number) of the period that contains `day`. */
function periodStart(frequency: DigestFrequency, day: number): number {
  if (frequency === 'daily') return day;
  if (frequency === 'weekly') return day - ((weekdayOf(day) + 6) % 7);
  return day - (dateOf(day).date - 1);
}

function periodEnd(frequency: DigestFrequency, start: number): number {
  if (frequency === 'daily') return start + 1;
  if (frequency === 'weekly') return start + 7;
  const { year, month } = dateOf(start);
  return Date.UTC(year, month, 1) / DAY_MS;
}

function periodOf(settings: DigestSettings, startDay: number): DigestPeriod {
  const { frequency, hour, timeZone } = settings;
  const endDay = periodEnd(frequency, startDay);
  return {
    key: `digest:${frequency}:${isoDateOf(startDay)}`,
    from: new Date(instantAt(startDay, 0, timeZone)),
    to: new Date(instantAt(endDay, 0, timeZone)),
    sendAt: new Date(instantAt(startDay, hour * HOUR_MS, timeZone)),
  };
}

/**
 * The digest due at `now`, if any: the period's first day at the member's hour (daily: every day; weekly: Mondays;
 * monthly: the 1st), read on their own wall clock — across a daylight-saving change too — and for a few hours after
 * (a missed run catches up; the period key keeps it to one).
 */
export function dueDigest(settings: DigestSettings, now: Date): DigestPeriod | null {
  const today = wallClockAt(now.getTime(), settings.timeZone).day;
  const start = periodStart(settings.frequency, today);
  if (start !== today) return null;
  const period = periodOf(settings, start);
  const late = now.getTime() - period.sendAt.getTime();
  return late >= 0 && late < DIGEST_GRACE_HOURS * HOUR_MS ? period : null;
}

/** The next digest from `now` on: the one due now, or the next period's (the preview shows it). */
export function nextDigest(settings: DigestSettings, now: Date): DigestPeriod {
  const due = dueDigest(settings, now);
  if (due) return due;
  const today = wallClockAt(now.getTime(), settings.timeZone).day;
  const current = periodOf(settings, periodStart(settings.frequency, today));
  if (current.sendAt.getTime() > now.getTime()) return current;
  return periodOf(settings, periodEnd(settings.frequency, periodStart(settings.frequency, today)));
}
