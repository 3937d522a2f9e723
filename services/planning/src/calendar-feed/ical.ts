import { type EventExceptionRow, DAY_MS, dateOf, instantAt, isoDateOf, wallClockAt } from '../events';
import type { EventRow } from '../schema';

/**
 * An iCalendar (RFC 5545) document of the family's event series, as calendar apps subscribe to it.
 * Each series is one VEVENT; its repetition becomes an RRULE so the app expands the occurrences itself.
 */
export type IcalEvent = Pick<
  EventRow,
  | 'id'
  | 'title'
  | 'description'
  | 'startAt'
  | 'endAt'
  | 'allDay'
  | 'timeZone'
  | 'recurrence'
  | 'recurrenceDays'
  | 'recurrenceUntil'
  | 'createdAt'
  | 'updatedAt'
>;

/** A single-occurrence change: cancelled (EXDATE) or replaced (a VEVENT with RECURRENCE-ID). */
export type IcalException = Pick<
  EventExceptionRow,
  'occurrenceStart' | 'cancelled' | 'title' | 'description' | 'startAt' | 'endAt' | 'updatedAt'
>;

export interface CalendarDocument {
  /** Shown by calendar apps as the subscribed calendar's name. */
  name: string;
  events: readonly IcalEvent[];
  /** Single-occurrence changes of repeating series, by series id. */
  exceptions?: ReadonlyMap<number, ReadonlyMap<string, IcalException>>;
  /** The host part of each UID, so ids stay unique across installations. */
  uidDomain?: string;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
const weekdayCodes = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
const weekdayIndex: Record<string, number> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
};

/** TEXT values: backslash, semicolon, comma and line breaks are escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Splits a content line into lines of at most 75 octets, never inside a UTF-8 character (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // Continuation lines start with a space, which counts towards their 75 octets.
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function basicDate(day: number): string {
  return isoDateOf(day).replace(/-/g, '');
}

/** 20261122T090000Z */
export function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The wall clock of `zone` at an instant, as 20261122T090000 (no Z: read with a TZID). */
function localStamp(instantMs: number, zone: string): string {
  const clock = wallClockAt(instantMs, zone);
  const seconds = Math.floor(clock.timeMs / 1000);
  return `${basicDate(clock.day)}T${pad(Math.floor(seconds / 3600))}${pad(Math.floor(seconds / 60) % 60)}${pad(seconds % 60)}`;
}

/** ±HHMM for an offset in milliseconds. */
function offsetText(offsetMs: number): string {
  const sign = offsetMs < 0 ? '-' : '+';
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  return `${sign}${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}`;
}

function offsetAt(instantMs: number, zone: string): number {
  const clock = wallClockAt(instantMs, zone);
  return clock.day * DAY_MS + clock.timeMs - instantMs;
}

function isUtc(zone: string): boolean {
  return zone === 'UTC' || zone === 'Etc/UTC' || zone === 'GMT' || zone === 'Etc/GMT';
}

/** The day of the `n`th given weekday in a month (n = -1: the last one). */
function nthWeekdayOf(year: number, month: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = Date.UTC(year, month - 1, 1) / DAY_MS;
    const shift = (weekday - new Date(first * DAY_MS).getUTCDay() + 7) % 7;
    return first + shift + (n - 1) * 7;
  }
  const last = Date.UTC(year, month, 0) / DAY_MS;
  return last - ((new Date(last * DAY_MS).getUTCDay() - weekday + 7) % 7);
}

interface Transition {
  instantMs: number;
  offsetFrom: number;
  offsetTo: number;
}

/** The offset changes of a zone during one year, found by scanning days and narrowing to the minute. */
function transitionsIn(zone: string, year: number): Transition[] {
  const found: Transition[] = [];
  let previous = Date.UTC(year, 0, 1);
  let previousOffset = offsetAt(previous, zone);
  for (let t = previous + DAY_MS; t <= Date.UTC(year + 1, 0, 1); t += DAY_MS) {
    const offset = offsetAt(t, zone);
    if (offset !== previousOffset) {
      let low = previous;
      let high = t;
      while (high - low > 60_000) {
        const middle = low + Math.floor((high - low) / 120_000) * 60_000;
        if (offsetAt(middle, zone) === previousOffset) low = middle;
        else high = middle;
      }
      found.push({ instantMs: high, offsetFrom: previousOffset, offsetTo: offset });
    }
    previous = t;
    previousOffset = offset;
  }
  return found;
}

/**
 * A VTIMEZONE for an IANA zone, from this year's offset changes: each change repeats yearly on the same
 * weekday of its month (the 2nd Sunday of March, the last Sunday of October, …), the way the rules are written.
 */
export function timeZoneComponent(zone: string, year = new Date().getUTCFullYear()): string[] {
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  const transitions = transitionsIn(zone, year);
  if (transitions.length === 0) {
    const offset = offsetText(offsetAt(Date.UTC(year, 0, 1), zone));
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      'END:STANDARD',
    );
  } else {
    const offsets = transitions.map((t) => t.offsetTo);
    const standardOffset = Math.min(...offsets, ...transitions.map((t) => t.offsetFrom));
    for (const transition of transitions) {
      // The onset is written on the wall clock in force before it (RFC 5545 §3.6.5).
      const localBefore = wallClockAt(transition.instantMs + transition.offsetFrom, 'UTC');
      const { month, date } = dateOf(localBefore.day);
      const weekday = new Date(localBefore.day * DAY_MS).getUTCDay();
      const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
      const nth = date + 7 > daysInMonth ? -1 : Math.ceil(date / 7);
      const seconds = Math.floor(localBefore.timeMs / 1000);
      const time = `${pad(Math.floor(seconds / 3600))}${pad(Math.floor(seconds / 60) % 60)}${pad(seconds % 60)}`;
      const kind = transition.offsetTo > standardOffset ? 'DAYLIGHT' : 'STANDARD';
      lines.push(
        `BEGIN:${kind}`,
        `DTSTART:${basicDate(nthWeekdayOf(1970, month, weekday, nth))}T${time}`,
        `RRULE:FREQ=YEARLY;BYMONTH=${month};BYDAY=${nth}${weekdayCodes[weekday]}`,
        `TZOFFSETFROM:${offsetText(transition.offsetFrom)}`,
        `TZOFFSETTO:${offsetText(transition.offsetTo)}`,
        `END:${kind}`,
      );
    }
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** The first day after an all-day event (DTEND is exclusive); an end at midnight is that day's start. */
function allDayEnd(endAt: Date | null, zone: string, startDay: number): number {
  if (!endAt) return startDay + 1;
  const end = wallClockAt(endAt.getTime(), zone);
  return Math.max(startDay + 1, end.timeMs === 0 ? end.day : end.day + 1);
}

/** Timed series that repeat keep their zone (TZID) so 9:00 stays 9:00 across daylight-saving changes. */
function keepsZone(event: IcalEvent): boolean {
  return !event.allDay && event.recurrence !== null && !isUtc(event.timeZone);
}

export function recurrenceRule(event: IcalEvent): string | null {
  if (!event.recurrence) return null;
  const parts = [`FREQ=${event.recurrence.toUpperCase()}`];
  if (event.recurrence === 'weekly') {
    const days = event.recurrenceDays?.length
      ? [...event.recurrenceDays]
          .sort((a, b) => weekdayIndex[a] - weekdayIndex[b])
          .map((d) => weekdayCodes[weekdayIndex[d]])
      : [
          weekdayCodes[
            new Date(wallClockAt(event.startAt.getTime(), event.timeZone).day * DAY_MS).getUTCDay()
          ],
        ];
    parts.push(`BYDAY=${days.join(',')}`);
  }
  if (event.recurrenceUntil) {
    const lastDay = Date.parse(`${event.recurrenceUntil}T00:00:00Z`) / DAY_MS;
    // With a DATE start UNTIL is a date; with a DATE-TIME start it must be in UTC (RFC 5545 §3.3.10).
    parts.push(
      event.allDay
        ? `UNTIL=${basicDate(lastDay)}`
        : `UNTIL=${utcStamp(new Date(instantAt(lastDay + 1, 0, event.timeZone) - 1000))}`,
    );
  }
  return `RRULE:${parts.join(';')}`;
}

/** A date-time property written the way the series writes its DTSTART (date, zoned wall clock or UTC). */
function instantProperty(event: IcalEvent, name: string, instant: Date): string {
  const zone = event.timeZone;
  if (event.allDay) return `${name};VALUE=DATE:${basicDate(wallClockAt(instant.getTime(), zone).day)}`;
  if (keepsZone(event)) return `${name};TZID=${zone}:${localStamp(instant.getTime(), zone)}`;
  return `${name}:${utcStamp(instant)}`;
}

function timeLines(event: IcalEvent, startAt: Date, endAt: Date | null): string[] {
  if (event.allDay) {
    const startDay = wallClockAt(startAt.getTime(), event.timeZone).day;
    const endDay = allDayEnd(endAt, event.timeZone, startDay);
    return [`DTSTART;VALUE=DATE:${basicDate(startDay)}`, `DTEND;VALUE=DATE:${basicDate(endDay)}`];
  }
  const lines = [instantProperty(event, 'DTSTART', startAt)];
  if (endAt) lines.push(instantProperty(event, 'DTEND', endAt));
  return lines;
}

function eventLines(
  event: IcalEvent,
  uidDomain: string,
  exceptions: ReadonlyMap<string, IcalException>,
): string[] {
  const uid = `UID:event-${event.id}@${uidDomain}`;
  const lines = [
    'BEGIN:VEVENT',
    uid,
    `DTSTAMP:${utcStamp(event.updatedAt)}`,
    `CREATED:${utcStamp(event.createdAt)}`,
    `LAST-MODIFIED:${utcStamp(event.updatedAt)}`,
    `SUMMARY:${escapeText(event.title)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  lines.push(...timeLines(event, event.startAt, event.endAt));
  const rule = recurrenceRule(event);
  if (rule) lines.push(rule);
  const changes = rule
    ? [...exceptions.values()].sort((a, b) => a.occurrenceStart.getTime() - b.occurrenceStart.getTime())
    : [];
  for (const cancelled of changes.filter((c) => c.cancelled)) {
    lines.push(instantProperty(event, 'EXDATE', cancelled.occurrenceStart));
  }
  lines.push('END:VEVENT');
  // A changed occurrence is its own VEVENT with the series' UID, naming the occurrence it replaces.
  for (const change of changes) {
    if (change.cancelled || !change.startAt || change.title === null) continue;
    lines.push(
      'BEGIN:VEVENT',
      uid,
      `DTSTAMP:${utcStamp(change.updatedAt)}`,
      instantProperty(event, 'RECURRENCE-ID', change.occurrenceStart),
      `SUMMARY:${escapeText(change.title)}`,
    );
    if (change.description) lines.push(`DESCRIPTION:${escapeText(change.description)}`);
    lines.push(...timeLines(event, change.startAt, change.endAt), 'END:VEVENT');
  }
  return lines;
}

/** The whole document: CRLF line ends, lines folded at 75 octets. */
export function buildCalendar(document: CalendarDocument): string {
  const uidDomain = document.uidDomain ?? 'familyhub';
  const zones = [...new Set(document.events.filter(keepsZone).map((e) => e.timeZone))].sort();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//FamilyHub//Family calendar//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(document.name)}`,
    ...zones.flatMap((zone) => timeZoneComponent(zone)),
    ...document.events.flatMap((event) =>
      eventLines(event, uidDomain, document.exceptions?.get(event.id) ?? new Map()),
    ),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
