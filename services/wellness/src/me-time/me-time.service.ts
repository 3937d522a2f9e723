import { z } from 'zod';
import {
  canOrganise,
  errorCodes,
  MAX_REPEATING_ME_TIME_HOURS,
  meTimeIssues,
  meTimeStateOf,
  type createMeTimeBlockBody,
  type DoNotDisturbAnswer,
  type FamilyCalendarItem,
  type LiveTopic,
  type MeTimeBlock,
  type meTimeListQuery,
  type Page,
  type updateMeTimeBlockBody,
} from '@familyhub/contracts';
import {
  conflict,
  dayNumberOf,
  forbidden,
  HttpError,
  instantAt,
  keysetCursor,
  localDate,
  localTime,
  mapPage,
  notFound,
  occurrencesInWindow,
  type Caller,
  type EventSchedule,
  type LiveEvents,
  type FamilyMembers,
} from '@familyhub/server-kit';
import { memberOf } from '../shared/access';
import type { MeTimeBlockRow } from './me-time.table';
import type { MeTimeRepository } from './me-time.repository';

export const ME_TIME_TOPIC = 'me-time-blocks' satisfies LiveTopic<'wellness'>;

/** The most blocks one calendar read expands: far more than a family keeps. */
const MAX_CALENDAR_BLOCKS = 500;

const byStart = keysetCursor(z.object({ start: z.iso.datetime(), id: z.number().int().positive() }));

/** Who sees a block whole: its person, and whoever scheduled it for them (a parent for a child). */
const seesDetails = (caller: Caller, row: MeTimeBlockRow) =>
  row.isShared || row.userId === caller.userId || row.createdById === caller.userId;
const mayChange = (caller: Caller, row: MeTimeBlockRow) =>
  row.userId === caller.userId || row.createdById === caller.userId;

const MAX_REPEAT_MS = MAX_REPEATING_ME_TIME_HOURS * 3_600_000;

/**
 * When a block happens, repeats included, read on `zone`'s wall clock. A repeat lasts at most a day: a repeating
 * block stored longer (before that rule) would otherwise have a repeat begun on every day since its start reach
 * into any window, and its expansion cost would grow with its age.
 */
function scheduleOf(row: MeTimeBlockRow, zone: string): EventSchedule {
  const repeating = row.isRecurring ? row.recurrencePattern : null;
  const longest = row.startTime.getTime() + MAX_REPEAT_MS;
  return {
    startAt: row.startTime,
    endAt: repeating && row.endTime.getTime() > longest ? new Date(longest) : row.endTime,
    allDay: false,
    timeZone: zone,
    recurrence: repeating,
    recurrenceDays: row.daysOfWeek,
    recurrenceUntil: null,
  };
}

export function toMeTimeBlock(row: MeTimeBlockRow, caller: Caller): MeTimeBlock {
  const visible = seesDetails(caller, row);
  return {
    id: row.id,
    userId: row.userId,
    title: visible ? row.title : 'Busy',
    description: visible ? row.description : null,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    isRecurring: visible ? row.isRecurring : false,
    recurrencePattern: visible ? row.recurrencePattern : null,
    daysOfWeek: visible ? row.daysOfWeek : [],
    doNotDisturb: row.doNotDisturb,
    completed: visible ? row.completed : false,
    isShared: row.isShared,
    visible,
    createdById: visible ? row.createdById : null,
  };
}

/**
 * Me time (001 §2, §4, §5): private time blocks. A block is private to its person unless shared — the other
 * members see only that they are busy, and when. Anyone schedules their own; parents and admins also a child's.
 */
export function createMeTimeService({
  blocks,
  members,
  live,
  now,
}: {
  blocks: MeTimeRepository;
  members: FamilyMembers;
  live: Pick<LiveEvents<LiveTopic<'wellness'>>, 'publish'>;
  now: () => Date;
}) {
  async function assertMayScheduleFor(caller: Caller, userId: number) {
    if (userId === caller.userId) {
      memberOf(await members.list(caller), userId);
      return;
    }
    const person = memberOf(await members.list(caller), userId);
    if (!canOrganise(caller.role) || person.role !== 'child')
      throw forbidden('You can schedule me time for yourself (parents also for their children)');
  }

  async function changeable(caller: Caller, id: number): Promise<MeTimeBlockRow> {
    const row = await blocks.find(caller.familyId, id);
    if (!row || !mayChange(caller, row)) throw notFound('Me time block');
    return row;
  }

  const changed = (caller: Caller) => live.publish(caller.familyId, ME_TIME_TOPIC);

  return {
    async list(caller: Caller, query: z.output<typeof meTimeListQuery>): Promise<Page<MeTimeBlock>> {
      const after = byStart.decode(query.cursor);
      const rows = await blocks.list(caller.familyId, {
        userIds: query.userId === undefined ? undefined : [query.userId],
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
        after: after && { start: new Date(after.start), id: after.id },
        limit: query.limit,
      });
      const page = byStart.page(rows, query.limit, (row) => ({
        start: row.startTime.toISOString(),
        id: row.id,
      }));
      return mapPage(page, (row) => toMeTimeBlock(row, caller));
    },

    /**
     * The family calendar's me time (docs/adr/0014-family-calendar-from-every-domain.md): every occurrence in the
     * caller's days [from, to] read in `tz`, repeats included; a block the caller may not see whole is "Busy".
     */
    async calendarItems(
      caller: Caller,
      window: { from: string; to: string; tz: string },
    ): Promise<FamilyCalendarItem[]> {
      const span = {
        start: new Date(instantAt(dayNumberOf(window.from), 0, window.tz)),
        end: new Date(instantAt(dayNumberOf(window.to) + 1, 0, window.tz)),
      };
      const rows = await blocks.forCalendar(caller.familyId, span.start, span.end, MAX_CALENDAR_BLOCKS);
      return rows
        .flatMap((row) => {
          const visible = seesDetails(caller, row);
          const occurrences = occurrencesInWindow(scheduleOf(row, window.tz), span);
          return occurrences.map(({ start, end }) => ({
            key: `me-time:${row.id}:${start.toISOString()}`,
            label: 'Me Time',
            title: visible ? row.title : 'Busy',
            day: localDate(start, window.tz),
            allDay: false,
            startTime: localTime(start, window.tz),
            endTime: end ? localTime(end, window.tz) : null,
            memberId: row.userId,
            detail: visible && row.doNotDisturb ? 'Do not disturb' : null,
            path: visible ? '/me-time' : null,
            at: start.getTime(),
          }));
        })
        .filter((item) => item.day >= window.from && item.day <= window.to)
        .sort((a, b) => a.at - b.at)
        .map(({ at: _at, ...item }) => item);
    },

    /**
     * GET /internal/do-not-disturb: whether the caller is in do-not-disturb me time now (a repeat of a repeating
     * block counts; a one-off block marked completed has ended). Repeats keep the first block's UTC times: members
     * have no time zone of their own yet.
     */
    async doNotDisturb(caller: Caller): Promise<DoNotDisturbAnswer> {
      const at = now();
      const rows = await blocks.doNotDisturbOf(caller.familyId, caller.userId, at);
      const moment = { start: at, end: new Date(at.getTime() + 1) };
      const covering = rows.flatMap((row) => occurrencesInWindow(scheduleOf(row, 'UTC'), moment));
      if (covering.length === 0) return { since: null, until: null };
      const since = Math.min(...covering.map((o) => o.start.getTime()));
      const until = Math.max(...covering.map((o) => o.end!.getTime()));
      return { since: new Date(since).toISOString(), until: new Date(until).toISOString() };
    },

    async create(caller: Caller, body: z.output<typeof createMeTimeBlockBody>): Promise<MeTimeBlock> {
      await assertMayScheduleFor(caller, body.userId);
      const row = await blocks.insert(caller.familyId, {
        userId: body.userId,
        title: body.title,
        description: body.description ?? null,
        startTime: new Date(body.startTime),
        endTime: new Date(body.endTime),
        isRecurring: body.isRecurring,
        recurrencePattern: body.isRecurring ? (body.recurrencePattern ?? null) : null,
        daysOfWeek: body.isRecurring && body.recurrencePattern === 'weekly' ? body.daysOfWeek : [],
        doNotDisturb: body.doNotDisturb,
        isShared: body.isShared,
        createdById: caller.userId,
      });
      changed(caller);
      return toMeTimeBlock(row, caller);
    },

    async update(
      caller: Caller,
      id: number,
      body: z.output<typeof updateMeTimeBlockBody>,
    ): Promise<MeTimeBlock> {
      const existing = await changeable(caller, id);
      if (body.userId !== undefined && body.userId !== existing.userId)
        await assertMayScheduleFor(caller, body.userId);
      const merged = {
        startTime: body.startTime ?? existing.startTime.toISOString(),
        endTime: body.endTime ?? existing.endTime.toISOString(),
        isRecurring: body.isRecurring ?? existing.isRecurring,
        recurrencePattern:
          body.recurrencePattern === undefined ? existing.recurrencePattern : body.recurrencePattern,
        daysOfWeek: body.daysOfWeek ?? existing.daysOfWeek,
      };
      const issue = meTimeIssues(merged)[0];
      if (issue) throw new HttpError(400, errorCodes.validation, issue.message, [{ path: [issue.path] }]);
      const row = await blocks.update(caller.familyId, id, {
        userId: body.userId,
        title: body.title,
        description: body.description,
        startTime: body.startTime ? new Date(body.startTime) : undefined,
        endTime: body.endTime ? new Date(body.endTime) : undefined,
        isRecurring: merged.isRecurring,
        recurrencePattern: merged.isRecurring ? merged.recurrencePattern : null,
        daysOfWeek: merged.isRecurring && merged.recurrencePattern === 'weekly' ? merged.daysOfWeek : [],
        doNotDisturb: body.doNotDisturb,
        isShared: body.isShared,
        completed: body.completed,
      });
      if (!row) throw notFound('Me time block');
      changed(caller);
      return toMeTimeBlock(row, caller);
    },

    /** POST /api/me-time-blocks/{id}/complete: only a block happening now (001 §4). */
    async complete(caller: Caller, id: number): Promise<MeTimeBlock> {
      const existing = await changeable(caller, id);
      const state = meTimeStateOf(
        { ...existing, startTime: existing.startTime.toISOString(), endTime: existing.endTime.toISOString() },
        now(),
      );
      if (state !== 'now') throw conflict('Only me time that is happening now can be marked completed');
      const row = await blocks.update(caller.familyId, id, { completed: true });
      if (!row) throw notFound('Me time block');
      changed(caller);
      return toMeTimeBlock(row, caller);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      await changeable(caller, id);
      if (!(await blocks.remove(caller.familyId, id))) throw notFound('Me time block');
      changed(caller);
    },
  };
}
export type MeTimeService = ReturnType<typeof createMeTimeService>;
