import { instantAt, wallClockAt } from './zoned-time';

/** A member's quiet hours as identity keeps them: "HH:MM" on a 24-hour clock, possibly across midnight. */
export interface QuietHours {
  enabled: boolean;
  start: string;
  end: string;
}

const MINUTE_MS = 60_000;

function minutesOf(clock: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * When `at` falls inside the quiet hours (read on the wall clock of `zone`), the instant they end; otherwise
 * null. Start included, end excluded: with 22:00–07:00, 22:00 is quiet and 07:00 is not. Equal or unreadable
 * start and end mean no quiet hours.
 */
export function quietHoursEndAt(at: Date, quiet: QuietHours, zone: string): Date | null {
  if (!quiet.enabled) return null;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === null || end === null || start === end) return null;
  const clock = wallClockAt(at.getTime(), zone);
  const now = clock.timeMs / MINUTE_MS;
  const endOn = (day: number) => new Date(instantAt(day, end * MINUTE_MS, zone));
  if (start < end) return now >= start && now < end ? endOn(clock.day) : null;
  // Across midnight (22:00–07:00): the evening part ends tomorrow, the morning part today.
  if (now >= start) return endOn(clock.day + 1);
  if (now < end) return endOn(clock.day);
  return null;
}
