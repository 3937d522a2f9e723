/**
 * Calendar days and wall-clock times in an IANA time zone, with Intl only (no date library), for every service
 * (planning's calendar, wellness's doses and days).
 * A "day number" is a calendar date counted in days since 1970-01-01, independent of any zone.
 */
export const DAY_MS = 86_400_000;

/** Formatters kept at most (≈ 27 KB each); the contract hands over canonical zone names only. */
export const MAX_CACHED_ZONES = 100;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** How many zones' formatters are cached (bounded by MAX_CACHED_ZONES). */
export const cachedZoneCount = () => formatters.size;

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    // The stalest goes first: whatever zones stored rows name, the cache stays bounded.
    if (formatters.size >= MAX_CACHED_ZONES) formatters.delete(formatters.keys().next().value as string);
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

export interface WallClock {
  /** The calendar date in the zone, as a day number. */
  day: number;
  /** Milliseconds since that day's midnight on the wall clock. */
  timeMs: number;
}

/** What a wall clock in `zone` shows at `instantMs`. */
export function wallClockAt(instantMs: number, zone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const day = Date.UTC(parts.year, parts.month - 1, parts.day) / DAY_MS;
  const millis = ((instantMs % 1000) + 1000) % 1000;
  return { day, timeMs: ((parts.hour * 60 + parts.minute) * 60 + parts.second) * 1000 + millis };
}

/** The zone's offset from UTC at an instant, in milliseconds (positive east of Greenwich). */
function offsetAt(instantMs: number, zone: string): number {
  const clock = wallClockAt(instantMs, zone);
  return clock.day * DAY_MS + clock.timeMs - instantMs;
}

/**
 * The instant when the wall clock in `zone` shows `timeMs` on `day`. A time skipped by a daylight-saving
 * jump lands just after the jump; a time that happens twice takes the first.
 */
export function instantAt(day: number, timeMs: number, zone: string): number {
  const naive = day * DAY_MS + timeMs;
  const firstGuess = naive - offsetAt(naive, zone);
  const secondOffset = offsetAt(firstGuess, zone);
  const secondGuess = naive - secondOffset;
  // When the two guesses disagree we are next to a jump: prefer the earlier reading that round-trips.
  if (secondGuess !== firstGuess) {
    const candidates = [secondGuess, firstGuess].sort((a, b) => a - b);
    for (const candidate of candidates) {
      const clock = wallClockAt(candidate, zone);
      if (clock.day === day && clock.timeMs === timeMs) return candidate;
    }
    return Math.max(firstGuess, secondGuess);
  }
  return firstGuess;
}

export function dayNumberOf(isoDate: string): number {
  const [year, month, date] = isoDate.split('-').map(Number);
  return Date.UTC(year, month - 1, date) / DAY_MS;
}

export function isoDateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: number): number {
  return new Date(day * DAY_MS).getUTCDay();
}

export function dateOf(day: number): { year: number; month: number; date: number } {
  const d = new Date(day * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, date: d.getUTCDate() };
}

/** The calendar day (YYYY-MM-DD) a wall clock in `zone` shows at `instant`. */
export function localDate(instant: Date, zone: string): string {
  return isoDateOf(wallClockAt(instant.getTime(), zone).day);
}

/** The wall-clock time (HH:MM) in `zone` at `instant`. */
export function localTime(instant: Date, zone: string): string {
  const minutes = Math.floor(wallClockAt(instant.getTime(), zone).timeMs / 60_000);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The instant of `time` (HH:MM) on `date` (YYYY-MM-DD) in `zone`. */
export function instantOf(date: string, time: string, zone: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(instantAt(dayNumberOf(date), (hours * 60 + minutes) * 60_000, zone));
}
