import type { EventRow } from '../schema';
import type { EventExceptionRow } from './events.table';
import { occurrencesInWindow, type TimeWindow } from '@familyhub/server-kit';

/** One occurrence as shown: the series' own, or one changed on its own. */
export interface ResolvedOccurrence {
  /** Where the series puts it: the key of a change to this occurrence alone. */
  occurrenceStart: Date;
  start: Date;
  end: Date | null;
  title: string;
  description: string | null;
  changed: boolean;
}

/** The exceptions of several series, by series id and then by the occurrence start (ISO). */
export type ExceptionsByEvent = ReadonlyMap<number, ReadonlyMap<string, EventExceptionRow>>;

export function groupExceptions(rows: readonly EventExceptionRow[]): ExceptionsByEvent {
  const byEvent = new Map<number, Map<string, EventExceptionRow>>();
  for (const row of rows) {
    const forEvent = byEvent.get(row.eventId) ?? new Map<string, EventExceptionRow>();
    forEvent.set(row.occurrenceStart.toISOString(), row);
    byEvent.set(row.eventId, forEvent);
  }
  return byEvent;
}

function overlaps(start: Date, end: Date | null, allDay: boolean, window: TimeWindow): boolean {
  if (start >= window.end) return false;
  if (end) return end > window.start;
  // An all-day occurrence without an end lasts its day; a timed one without an end is a moment.
  if (allDay) return start.getTime() + 86_400_000 > window.start.getTime();
  return start >= window.start;
}

/**
 * The occurrences of a series in a window with its single-occurrence changes applied: a cancelled occurrence is
 * left out, a changed one shows its own title, description and times — also when the change moved it into the
 * window from outside (or out of it).
 */
export function resolvedOccurrences(
  event: EventRow,
  window: TimeWindow,
  exceptions: ReadonlyMap<string, EventExceptionRow> = new Map(),
): ResolvedOccurrence[] {
  const found: ResolvedOccurrence[] = [];
  for (const occurrence of occurrencesInWindow(event, window)) {
    if (!exceptions.has(occurrence.start.toISOString())) {
      found.push({
        ...occurrence,
        occurrenceStart: occurrence.start,
        title: event.title,
        description: event.description,
        changed: false,
      });
    }
  }
  for (const exception of exceptions.values()) {
    if (exception.cancelled || !exception.startAt || exception.title === null) continue;
    if (!overlaps(exception.startAt, exception.endAt, event.allDay, window)) continue;
    found.push({
      occurrenceStart: exception.occurrenceStart,
      start: exception.startAt,
      end: exception.endAt,
      title: exception.title,
      description: exception.description,
      changed: true,
    });
  }
  return found.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Whether the series puts an occurrence exactly at this instant (before any change to it). */
export function isOccurrenceOf(event: EventRow, instant: Date): boolean {
  const probe = { start: instant, end: new Date(instant.getTime() + 1) };
  return occurrencesInWindow(event, probe).some((o) => o.start.getTime() === instant.getTime());
}
