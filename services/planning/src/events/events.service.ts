import {
  canEditSchedule,
  canOrganise,
  createEventBody,
  EXPANSION_BUDGET_DAYS,
  MAX_EVENTS_PER_FAMILY,
  MAX_EXCEPTIONS_PER_SERIES,
  MAX_OCCURRENCES_PER_ANSWER,
  MAX_SERIES_PER_FAMILY,
  NARROW_THE_WINDOW_ERROR,
  SCHEDULE_EDIT_FORBIDDEN,
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
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  notFound,
  parse,
  type Caller,
} from '@familyhub/server-kit';
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
import { affordableSeries } from '@familyhub/server-kit';
import { dateOf, dayNumberOf, instantAt, isoDateOf, wallClockAt } from '@familyhub/server-kit';

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
const narrowTheWindow = () =>
  new HttpError(
    422,
    NARROW_THE_WINDOW_ERROR,
    `This window holds too many events to show at once (at most ${MAX_OCCURRENCES_PER_ANSWER}): narrow the window`,
  );
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

export interface EventsServiceOptions {
  repository: EventsRepository;
  live: Pick<LiveEvents, 'publish'>;
  alerts: Pick<AlertHooks, 'eventRescheduled' | 'targetRemoved'>;
  clock?: () => Date;
}

/**
 * Calendar rules: every member sees the family calendar; admins and parents create, change and delete events
 * ("event creation", spec 001 §1). A repeating event is one series: changing or deleting it affects all its
 * occurrences.
 */
export function createEventsService({
  repository,
  live,
  alerts,
  clock = () => new Date(),
}: EventsServiceOptions) {
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
    if (!canEditSchedule(caller)) throw forbidden(SCHEDULE_EDIT_FORBIDDEN);
    if (!row.recurrence) throw badRequest('Only a repeating event has occurrences to change on their own');
    const at = new Date(occurrenceStart);
    if (Number.isNaN(at.getTime()) || !isOccurrenceOf(row, at)) throw occurrenceNotFound();
    if ((await repository.countOtherExceptions(caller.familyId, eventId, at)) >= MAX_EXCEPTIONS_PER_SERIES) {
      throw conflict(
        `A repeating event can have at most ${MAX_EXCEPTIONS_PER_SERIES} occurrences changed or cancelled on their own`,
      );
    }
    return { row, at };
  }

  return {
    async occurrences(caller: Caller, window: DayWindow): Promise<EventOccurrence[]> {
      const zone = window.tz ?? 'UTC';
      const days =
        window.from && window.to ? { from: window.from, to: window.to } : defaultWindow(clock(), zone);
      const start = new Date(instantAt(dayNumberOf(days.from), 0, zone));
      const end = new Date(instantAt(dayNumberOf(days.to) + 1, 0, zone));
      const span = { start, end };
      // Bounded work per request whatever the family stored: rows read, days stepped, occurrences answered.
      const rows = await repository.candidatesForWindow(
        caller.familyId,
        start,
        end,
        MAX_EVENTS_PER_FAMILY + 1,
      );
      if (rows.length > MAX_EVENTS_PER_FAMILY) throw narrowTheWindow();
      if (affordableSeries(rows, span, EXPANSION_BUDGET_DAYS).leftOut) throw narrowTheWindow();
      const exceptions = groupExceptions(
        await repository.exceptionsFor(
          caller.familyId,
          rows.filter((row) => row.recurrence).map((row) => row.id),
          span,
        ),
      );
      const found = rows.flatMap((row) =>
        resolvedOccurrences(row, span, exceptions.get(row.id)).map((o) => toOccurrence(row, o)),
      );
      if (found.length > MAX_OCCURRENCES_PER_ANSWER) throw narrowTheWindow();
      return found.sort((a, b) => a.start.localeCompare(b.start) || a.eventId - b.eventId);
    },

    async get(caller: Caller, eventId: number): Promise<CalendarEvent> {
      return toCalendarEvent(await existing(caller, eventId));
    },

    /**
     * The plan's events-a-day limit (spec 000 §9), counted on the event's first day in its own zone — on create,
     * and on an update that moves it (`except`: the event being changed does not count against itself).
     */
    async assertRoomOnDay(caller: Caller, body: EventFields, except?: number): Promise<void> {
      if (planLimits[caller.plan].eventsPerDay === null) return;
      const day = isoDateOf(wallClockAt(Date.parse(body.startAt), body.timeZone).day);
      const onThatDay = (await this.occurrences(caller, { from: day, to: day, tz: body.timeZone })).filter(
        (occurrence) => occurrence.eventId !== except,
      );
      if (!mayAddEventOnDay(caller.plan, onThatDay.length)) {
        throw forbidden(eventsPerDayLimitMessage(caller.plan), PLAN_LIMIT_ERROR);
      }
    },

    /** The caps per family: MAX_EVENTS_PER_FAMILY events, of which MAX_SERIES_PER_FAMILY repeating series. */
    async assertRoomInFamily(caller: Caller, adding: { event: boolean; series: boolean }): Promise<void> {
      const kept = await repository.countForFamily(caller.familyId);
      if (adding.event && kept.events >= MAX_EVENTS_PER_FAMILY) {
        throw conflict(`A family can keep at most ${MAX_EVENTS_PER_FAMILY} events: delete old ones first`);
      }
      if (adding.series && kept.series >= MAX_SERIES_PER_FAMILY) {
        throw conflict(`A family can keep at most ${MAX_SERIES_PER_FAMILY} repeating events`);
      }
    },

    assertMayChange(caller: Caller): void {
      if (!canOrganise(caller.role)) throw forbidden('Only parents and admins can change events');
      if (!canEditSchedule(caller)) throw forbidden(SCHEDULE_EDIT_FORBIDDEN);
    },

    async create(caller: Caller, body: EventFields): Promise<CalendarEvent> {
      this.assertMayChange(caller);
      assertUntilNotBeforeStart(body);
      await this.assertRoomInFamily(caller, { event: true, series: Boolean(body.recurrence) });
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
      if (merged.recurrence && !before.recurrence) {
        await this.assertRoomInFamily(caller, { event: false, series: true });
      }
      if (scheduleOf(before) !== scheduleOf(storedSchedule(merged))) {
        await this.assertRoomOnDay(caller, merged, eventId);
      }
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
      const { at } = await seriesOccurrence(caller, eventId, occurrenceStart);
      await repository.saveException(caller.familyId, eventId, at, {
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
