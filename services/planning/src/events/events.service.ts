import {
  canOrganise,
  createEventBody,
  eventsPerDayLimitMessage,
  mayAddEventOnDay,
  PLAN_LIMIT_ERROR,
  planLimits,
  type CalendarEvent,
  type EventFields,
  type occurrenceChangeBody,
  type EventOccurrence,
  type updateEventBody,
} from '@familyhub/contracts';
import { badRequest, forbidden, notFound, parse, type Caller } from '@familyhub/server-kit';
import type { z } from 'zod';
import type { AlertHooks } from '../alerts';
import type { LiveEvents } from '@familyhub/server-kit';
import type { EventRow } from '../schema';
import type { EventsRepository, NewEvent } from './events.repository';
import {
  groupExceptions,
  isOccurrenceOf,
  resolvedOccurrences,
  type ResolvedOccurrence,
} from './occurrence-exceptions';
import { dateOf, dayNumberOf, instantAt, isoDateOf, wallClockAt } from './zoned-time';

type UpdateEvent = z.output<typeof updateEventBody>;
type OccurrenceChange = z.output<typeof occurrenceChangeBody>;

/** The query-key root the planning remote refetches when the calendar changes. */
export const EVENTS_TOPIC = 'events';

/** A window of whole days (both included) read in a time zone. */
export interface DayWindow {
  from?: string;
  to?: string;
  tz?: string;
}

export function toCalendarEvent(row: EventRow): CalendarEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt?.toISOString() ?? null,
    allDay: row.allDay,
    color: row.color,
    ownerId: row.ownerId,
    timeZone: row.timeZone,
    recurrence: row.recurrence,
    recurrenceDays: row.recurrenceDays,
    recurrenceUntil: row.recurrenceUntil,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Without from/to: the current month, one week either side, as the month view shows it. */
export function defaultWindow(now: Date, zone: string): { from: string; to: string } {
  const today = dateOf(wallClockAt(now.getTime(), zone).day);
  const firstOfMonth = Date.UTC(today.year, today.month - 1, 1) / 86_400_000;
  const lastOfMonth = Date.UTC(today.year, today.month, 0) / 86_400_000;
  return { from: isoDateOf(firstOfMonth - 7), to: isoDateOf(lastOfMonth + 7) };
}

/** What the stored columns become: no leftover weekdays or until date on a series that does not use them. */
function storedSchedule(body: EventFields): NewEvent {
  const recurrence = body.recurrence ?? null;
  return {
    title: body.title,
    description: body.description ?? null,
    startAt: new Date(body.startAt),
    endAt: body.endAt ? new Date(body.endAt) : null,
    allDay: body.allDay,
    color: body.color,
    timeZone: body.timeZone,
    recurrence,
    recurrenceDays: recurrence === 'weekly' ? [...new Set(body.recurrenceDays ?? [])] : null,
    recurrenceUntil: recurrence ? (body.recurrenceUntil ?? null) : null,
  };
}

function assertUntilNotBeforeStart(body: EventFields) {
  if (!body.recurrence || !body.recurrenceUntil) return;
  const startDay = wallClockAt(Date.parse(body.startAt), body.timeZone).day;
  if (dayNumberOf(body.recurrenceUntil) < startDay) {
    throw badRequest('Until must be on or after the start date');
  }
}

const eventNotFound = () => notFound('Event');
const occurrenceNotFound = () => notFound('Occurrence');

function toOccurrence(row: EventRow, occurrence: ResolvedOccurrence): EventOccurrence {
  return {
    eventId: row.id,
    start: occurrence.start.toISOString(),
    end: occurrence.end?.toISOString() ?? null,
    allDay: row.allDay,
    title: occurrence.title,
    description: occurrence.description,
    color: row.color,
    ownerId: row.ownerId,
    recurrence: row.recurrence,
    occurrenceStart: occurrence.occurrenceStart.toISOString(),
    changed: occurrence.changed,
  };
}

/** The fields that decide where a series' occurrences fall: changing them re-keys every occurrence. */
const scheduleOf = (e: NewEvent | EventRow) =>
  JSON.stringify([
    new Date(e.startAt).getTime(),
    e.endAt ? new Date(e.endAt).getTime() : null,
    e.allDay,
    e.timeZone,
    e.recurrence,
    e.recurrenceDays,
    e.recurrenceUntil,
  ]);

/**
 * Calendar rules: every member sees the family calendar; admins and parents create, change and delete events
 * ("event creation", spec 001 §1). A repeating event is one series: changing or deleting it affects all its
 * occurrences.
 */
export function createEventsService(
  repository: EventsRepository,
  live: Pick<LiveEvents, 'publish'>,
  alerts: Pick<AlertHooks, 'eventRescheduled' | 'targetRemoved'>,
  clock: () => Date = () => new Date(),
) {
  async function existing(caller: Caller, eventId: number): Promise<EventRow> {
    const row = await repository.find(caller.familyId, eventId);
    if (!row) throw eventNotFound();
    return row;
  }

  const changed = (caller: Caller) => live.publish(caller.familyId, EVENTS_TOPIC);

  /** The series and the instant of one of its occurrences, for a change to that occurrence alone. */
  async function seriesOccurrence(caller: Caller, eventId: number, occurrenceStart: string) {
    const row = await existing(caller, eventId);
    if (!canOrganise(caller.role)) throw forbidden('Only parents and admins can change events');
    if (!row.recurrence) throw badRequest('Only a repeating event has occurrences to change on their own');
    const at = new Date(occurrenceStart);
    if (Number.isNaN(at.getTime()) || !isOccurrenceOf(row, at)) throw occurrenceNotFound();
    return { row, at };
  }

  return {
    async occurrences(caller: Caller, window: DayWindow): Promise<EventOccurrence[]> {
      const zone = window.tz ?? 'UTC';
      const days =
        window.from && window.to ? { from: window.from, to: window.to } : defaultWindow(clock(), zone);
      const start = new Date(instantAt(dayNumberOf(days.from), 0, zone));
      const end = new Date(instantAt(dayNumberOf(days.to) + 1, 0, zone));
      const rows = await repository.candidatesForWindow(caller.familyId, start, end);
      const exceptions = groupExceptions(
        await repository.exceptionsFor(
          caller.familyId,
          rows.filter((row) => row.recurrence).map((row) => row.id),
        ),
      );
      const found = rows.flatMap((row) =>
        resolvedOccurrences(row, { start, end }, exceptions.get(row.id)).map((o) => toOccurrence(row, o)),
      );
      return found.sort((a, b) => a.start.localeCompare(b.start) || a.eventId - b.eventId);
    },

    async get(caller: Caller, eventId: number): Promise<CalendarEvent> {
      return toCalendarEvent(await existing(caller, eventId));
    },

    /** The plan's events-a-day limit (spec 000 §9), counted on the new event's first day in its own zone. */
    async assertRoomOnDay(caller: Caller, body: EventFields): Promise<void> {
      if (planLimits[caller.plan].eventsPerDay === null) return;
      const day = isoDateOf(wallClockAt(Date.parse(body.startAt), body.timeZone).day);
      const onThatDay = await this.occurrences(caller, { from: day, to: day, tz: body.timeZone });
      if (!mayAddEventOnDay(caller.plan, onThatDay.length)) {
        throw forbidden(eventsPerDayLimitMessage(caller.plan), PLAN_LIMIT_ERROR);
      }
    },

    assertMayChange(caller: Caller): void {
      if (!canOrganise(caller.role)) throw forbidden('Only parents and admins can change events');
    },

    async create(caller: Caller, body: EventFields): Promise<CalendarEvent> {
      this.assertMayChange(caller);
      assertUntilNotBeforeStart(body);
      await this.assertRoomOnDay(caller, body);
      const row = await repository.insert(caller.familyId, {
        ...storedSchedule(body),
        ownerId: caller.userId,
      });
      changed(caller);
      return toCalendarEvent(row);
    },

    async update(caller: Caller, eventId: number, changes: UpdateEvent): Promise<CalendarEvent> {
      const before = await existing(caller, eventId);
      const current = toCalendarEvent(before);
      this.assertMayChange(caller);
      // The merged event must pass the same rules as a new one (end after start, weekly days, …).
      const merged = parse(createEventBody, { ...current, ...changes });
      assertUntilNotBeforeStart(merged);
      const row = await repository.update(caller.familyId, eventId, storedSchedule(merged));
      if (!row) throw eventNotFound();
      // Single-occurrence changes are keyed by where the old schedule put them: a new schedule resets them.
      if (scheduleOf(before) !== scheduleOf(row)) await repository.clearExceptions(caller.familyId, eventId);
      await alerts.eventRescheduled(caller.familyId, eventId);
      changed(caller);
      return toCalendarEvent(row);
    },

    /** Changes one occurrence of a repeating series on its own (PUT /api/events/:id/occurrences/:start). */
    async changeOccurrence(
      caller: Caller,
      eventId: number,
      occurrenceStart: string,
      body: OccurrenceChange,
    ): Promise<EventOccurrence> {
      const { row, at } = await seriesOccurrence(caller, eventId, occurrenceStart);
      const saved = await repository.saveException(caller.familyId, eventId, at, {
        cancelled: false,
        title: body.title,
        description: body.description ?? null,
        startAt: new Date(body.startAt),
        endAt: body.endAt ? new Date(body.endAt) : null,
      });
      await alerts.eventRescheduled(caller.familyId, eventId);
      changed(caller);
      return toOccurrence(row, {
        occurrenceStart: saved.occurrenceStart,
        start: saved.startAt ?? at,
        end: saved.endAt,
        title: saved.title ?? row.title,
        description: saved.description,
        changed: true,
      });
    },

    /** Removes one occurrence of a repeating series; the others stay (DELETE /api/events/:id/occurrences/:start). */
    async cancelOccurrence(caller: Caller, eventId: number, occurrenceStart: string): Promise<void> {
      await seriesOccurrence(caller, eventId, occurrenceStart);
      await repository.saveException(caller.familyId, eventId, new Date(occurrenceStart), {
        cancelled: true,
      });
      await alerts.eventRescheduled(caller.familyId, eventId);
      changed(caller);
    },

    async remove(caller: Caller, eventId: number): Promise<void> {
      await existing(caller, eventId);
      this.assertMayChange(caller);
      if (!(await repository.remove(caller.familyId, eventId))) throw eventNotFound();
      await alerts.targetRemoved(caller.familyId, 'event', eventId);
      changed(caller);
    },
  };
}
export type EventsService = ReturnType<typeof createEventsService>;
