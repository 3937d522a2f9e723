import { z } from 'zod';
import {
  addDays,
  canOrganise,
  schoolEventTypeLabels,
  type createSchoolEventBody,
  type FamilyCalendarItem,
  type SchoolEvent,
  type SchoolEventPage,
  type schoolEventsQuery,
  type updateSchoolEventBody,
  messageRef,
  phrase,
  wordedAlert,
} from '@familyhub/contracts';
import {
  badRequest,
  keysetCursor,
  mapPage,
  notFound,
  type Caller,
  type LiveEvents,
  type FamilyMembers,
} from '@familyhub/server-kit';
import type { SchoolPlatform } from '../clients/school-platform';
import type { SchoolsService } from '../schools';
import type { StudentsService } from '../students';
import { bestEffort } from '../shared/best-effort';
import { daysWithin, MAX_CALENDAR_ITEMS, type CalendarWindow } from '../shared/calendar-window';
import { assertOrganiser } from '../shared/organisers';
import type { SchoolEventsRepository } from './school-events.repository';
import type { SchoolEventRow } from './school-events.table';

export const SCHOOL_EVENTS_TOPIC = 'school-events';
const MAY_CHANGE = 'Only parents and admins can change school events';

export function toSchoolEvent(row: SchoolEventRow): SchoolEvent {
  return {
    id: row.id,
    schoolId: row.schoolId,
    title: row.title,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    allDay: row.allDay,
    startTime: row.allDay ? null : row.startTime,
    endTime: row.allDay ? null : row.endTime,
    location: row.location,
    eventType: row.eventType,
    reminderDays: row.reminderDays,
    notes: row.notes,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
  };
}

const eventCursor = keysetCursor(z.object({ startDate: z.iso.date(), id: z.number().int().positive() }));
const eventNotFound = () => notFound('School event');

export interface SchoolEventsDependencies {
  events: SchoolEventsRepository;
  schools: Pick<SchoolsService, 'get'>;
  students: Pick<StudentsService, 'list'>;
  platform: SchoolPlatform;
  members: FamilyMembers;
  live: Pick<LiveEvents<string>, 'publish'>;
  now?: () => Date;
}

/**
 * A school's events (closures, conferences, performances) for the whole family; admins and parents keep them.
 * Each raises a reminder `reminderDays` before (08:00 UTC) for the parents and the children enrolled at its school.
 */
export function createSchoolEventsService(deps: SchoolEventsDependencies) {
  const { events, schools, students, platform, members, live } = deps;
  const now = deps.now ?? (() => new Date());
  const changed = (caller: Caller) => live.publish(caller.familyId, SCHOOL_EVENTS_TOPIC);
  const dedupeKeyOf = (id: number) => `school-event:${id}`;

  async function existing(caller: Caller, id: number): Promise<SchoolEventRow> {
    const row = await events.find(caller.familyId, id);
    if (!row) throw eventNotFound();
    return row;
  }

  async function syncReminder(caller: Caller, row: SchoolEventRow): Promise<void> {
    const dedupeKey = dedupeKeyOf(row.id);
    const lastDay = row.endDate ?? row.startDate;
    await bestEffort('raising a school event reminder', async () => {
      if (lastDay < now().toISOString().slice(0, 10)) {
        await platform.alerts.clear(caller, { dedupeKey });
        return;
      }
      const enrolled = (await students.list(caller, { limit: 200 })).items
        .filter((s) => s.schoolId === row.schoolId && s.status === 'active')
        .map((s) => s.childId);
      const recipientIds = (await members.list(caller))
        .filter((m) => canOrganise(m.role) || enrolled.includes(m.id))
        .map((m) => m.id);
      if (recipientIds.length === 0) return;
      const showFrom = new Date(`${addDays(row.startDate, -row.reminderDays)}T08:00:00.000Z`);
      const school = await schools.get(caller, row.schoolId);
      await platform.alerts.raise(caller, {
        dedupeKey,
        recipientIds,
        // Worded (issue #35): each reader gets it in their language; the event's and school's names as typed.
        ...wordedAlert(
          row.allDay || !row.startTime
            ? messageRef('{title} on {date}', { title: row.title, date: { date: row.startDate } })
            : messageRef('{title} on {date} at {time}', {
                title: row.title,
                date: { date: row.startDate },
                time: row.startTime,
              }),
          messageRef(row.location ? '{type} at {school}, {location}.' : '{type} at {school}.', {
            type: phrase(schoolEventTypeLabels[row.eventType]),
            school: school.name,
            ...(row.location ? { location: row.location } : {}),
          }),
        ),
        target: { type: 'school-event', id: row.id },
        ...(showFrom > now() ? { showFrom: showFrom.toISOString() } : {}),
      });
    });
  }

  return {
    async list(caller: Caller, query: z.output<typeof schoolEventsQuery>): Promise<SchoolEventPage> {
      const after = eventCursor.decode(query.cursor) ?? null;
      const rows = await events.page(
        caller.familyId,
        { from: query.from, to: query.to },
        after,
        query.limit + 1,
      );
      return mapPage(
        eventCursor.page(rows, query.limit, (row) => ({ startDate: row.startDate, id: row.id })),
        toSchoolEvent,
      );
    },

    /** The family calendar's 'School event' days: each day of [from, to] an event covers, for everyone. */
    async calendarItems(caller: Caller, window: CalendarWindow): Promise<FamilyCalendarItem[]> {
      const rows = await events.page(caller.familyId, window, null, MAX_CALENDAR_ITEMS);
      return rows.flatMap((row) =>
        daysWithin(row.startDate, row.endDate ?? row.startDate, window).map((day) => ({
          key: `school-event:${row.id}:${day}`,
          label: 'School event',
          title: row.title,
          day,
          allDay: row.allDay || !row.startTime,
          startTime: row.allDay ? null : row.startTime,
          endTime: row.allDay ? null : row.endTime,
          memberId: null,
          detail: [schoolEventTypeLabels[row.eventType], row.location].filter(Boolean).join(' · '),
          path: `/school-calendar?focus=${row.id}`,
        })),
      );
    },

    async get(caller: Caller, id: number): Promise<SchoolEvent> {
      return toSchoolEvent(await existing(caller, id));
    },

    async create(caller: Caller, body: z.output<typeof createSchoolEventBody>): Promise<SchoolEvent> {
      assertOrganiser(caller, MAY_CHANGE);
      await schools.get(caller, body.schoolId);
      const row = await events.insert(caller.familyId, {
        schoolId: body.schoolId,
        title: body.title,
        description: body.description ?? null,
        startDate: body.startDate,
        endDate: body.endDate ?? null,
        allDay: body.allDay,
        startTime: body.allDay ? null : (body.startTime ?? null),
        endTime: body.allDay ? null : (body.endTime ?? null),
        location: body.location ?? null,
        eventType: body.eventType,
        reminderDays: body.reminderDays,
        notes: body.notes ?? null,
        createdById: caller.userId,
      });
      await syncReminder(caller, row);
      changed(caller);
      return toSchoolEvent(row);
    },

    async update(
      caller: Caller,
      id: number,
      body: z.output<typeof updateSchoolEventBody>,
    ): Promise<SchoolEvent> {
      const current = await existing(caller, id);
      assertOrganiser(caller, MAY_CHANGE);
      if (body.schoolId !== undefined) await schools.get(caller, body.schoolId);
      const allDay = body.allDay ?? current.allDay;
      const startTime = body.startTime !== undefined ? body.startTime : current.startTime;
      if (!allDay && !startTime) throw badRequest('Start time is required for a timed event');
      const endDate = body.endDate !== undefined ? body.endDate : current.endDate;
      if (endDate && endDate < (body.startDate ?? current.startDate))
        throw badRequest('End date must be on or after the start date');
      const row = await events.update(caller.familyId, id, body);
      if (!row) throw eventNotFound();
      await syncReminder(caller, row);
      changed(caller);
      return toSchoolEvent(row);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      await existing(caller, id);
      assertOrganiser(caller, MAY_CHANGE);
      if (!(await events.remove(caller.familyId, id))) throw eventNotFound();
      await bestEffort('clearing a school event reminder', () =>
        platform.alerts.clear(caller, { dedupeKey: dedupeKeyOf(id) }),
      );
      changed(caller);
    },
  };
}
export type SchoolEventsService = ReturnType<typeof createSchoolEventsService>;
