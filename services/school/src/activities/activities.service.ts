import { z } from 'zod';
import {
  weekdays,
  type ActivityPage,
  type createActivityBody,
  type ExtracurricularActivity,
  type FamilyCalendarItem,
  type updateActivityBody,
} from '@familyhub/contracts';
import {
  badRequest,
  keysetCursor,
  mapPage,
  notFound,
  type Caller,
  type LiveEvents,
} from '@familyhub/server-kit';
import type { StudentsService } from '../students';
import { daysWithin, MAX_CALENDAR_ITEMS, type CalendarWindow } from '../shared/calendar-window';
import { assertOrganiser } from '../shared/organisers';
import type { ActivitiesRepository } from './activities.repository';
import type { ActivityRow } from './activities.table';

/** Activities ride on the school-events topic: both are drawn by the school calendar. */
export const ACTIVITIES_TOPIC = 'school-events';
const MAY_CHANGE = 'Only parents and admins can change activities';

export function toActivity(row: ActivityRow): ExtracurricularActivity {
  return {
    id: row.id,
    studentId: row.studentId,
    name: row.name,
    description: row.description,
    location: row.location,
    startDate: row.startDate,
    endDate: row.endDate,
    daysOfWeek: row.daysOfWeek,
    startTime: row.startTime,
    endTime: row.endTime,
    instructor: row.instructor,
    costCents: row.costCents,
    isPaid: row.isPaid,
    category: row.category,
    status: row.status,
    notes: row.notes,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
  };
}

const activityCursor = keysetCursor(z.object({ id: z.number().int().positive() }));
const activityNotFound = () => notFound('Activity');

export interface ActivitiesServiceOptions {
  repository: ActivitiesRepository;
  students: Pick<StudentsService, 'get' | 'visibleIds' | 'childIdsOf'>;
  live: Pick<LiveEvents<string>, 'publish'>;
}

/** A student's weekly activities (club, lessons, team): admins and parents keep them; a child sees their own. */
export function createActivitiesService({
  repository: activities,
  students,
  live,
}: ActivitiesServiceOptions) {
  const changed = (caller: Caller) => live.publish(caller.familyId, ACTIVITIES_TOPIC);

  async function existing(caller: Caller, id: number): Promise<ActivityRow> {
    const row = await activities.find(caller.familyId, id);
    const visible = await students.visibleIds(caller);
    if (!row || (visible && !visible.includes(row.studentId))) throw activityNotFound();
    return row;
  }

  return {
    async list(caller: Caller, query: { cursor?: string; limit: number }): Promise<ActivityPage> {
      const after = activityCursor.decode(query.cursor);
      const rows = await activities.page(
        caller.familyId,
        await students.visibleIds(caller),
        after?.id ?? null,
        query.limit + 1,
      );
      return mapPage(
        activityCursor.page(rows, query.limit, (row) => ({ id: row.id })),
        toActivity,
      );
    },

    /** The family calendar's 'Activity' days: each meeting of an active activity the caller may see. */
    async calendarItems(caller: Caller, window: CalendarWindow): Promise<FamilyCalendarItem[]> {
      const rows = (
        await activities.page(caller.familyId, await students.visibleIds(caller), null, MAX_CALENDAR_ITEMS)
      ).filter((row) => row.status === 'active');
      const childOf = await students.childIdsOf(
        caller,
        rows.map((r) => r.studentId),
      );
      return rows.flatMap((row) =>
        daysWithin(row.startDate, row.endDate ?? window.to, window)
          .filter((day) => row.daysOfWeek.includes(weekdays[new Date(`${day}T00:00:00Z`).getUTCDay()]))
          .map((day) => ({
            key: `activity:${row.id}:${day}`,
            label: 'Activity',
            title: row.name,
            day,
            allDay: false,
            startTime: row.startTime,
            endTime: row.endTime,
            memberId: childOf.get(row.studentId) ?? null,
            detail: row.location,
            path: '/school-calendar',
          })),
      );
    },

    async get(caller: Caller, id: number): Promise<ExtracurricularActivity> {
      return toActivity(await existing(caller, id));
    },

    async create(
      caller: Caller,
      body: z.output<typeof createActivityBody>,
    ): Promise<ExtracurricularActivity> {
      assertOrganiser(caller, MAY_CHANGE);
      await students.get(caller, body.studentId);
      const row = await activities.insert(caller.familyId, {
        studentId: body.studentId,
        name: body.name,
        description: body.description ?? null,
        location: body.location ?? null,
        startDate: body.startDate,
        endDate: body.endDate ?? null,
        daysOfWeek: body.daysOfWeek,
        startTime: body.startTime,
        endTime: body.endTime,
        instructor: body.instructor ?? null,
        costCents: body.costCents ?? null,
        isPaid: body.isPaid,
        category: body.category ?? null,
        status: body.status,
        notes: body.notes ?? null,
        createdById: caller.userId,
      });
      changed(caller);
      return toActivity(row);
    },

    async update(
      caller: Caller,
      id: number,
      body: z.output<typeof updateActivityBody>,
    ): Promise<ExtracurricularActivity> {
      const current = await existing(caller, id);
      assertOrganiser(caller, MAY_CHANGE);
      if (body.studentId !== undefined) await students.get(caller, body.studentId);
      if ((body.endTime ?? current.endTime) <= (body.startTime ?? current.startTime))
        throw badRequest('End time must be after the start time');
      const endDate = body.endDate !== undefined ? body.endDate : current.endDate;
      if (endDate && endDate < (body.startDate ?? current.startDate))
        throw badRequest('End date must be on or after the start date');
      const row = await activities.update(caller.familyId, id, body);
      if (!row) throw activityNotFound();
      changed(caller);
      return toActivity(row);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      await existing(caller, id);
      assertOrganiser(caller, MAY_CHANGE);
      if (!(await activities.remove(caller.familyId, id))) throw activityNotFound();
      changed(caller);
    },
  };
}
export type ActivitiesService = ReturnType<typeof createActivitiesService>;
