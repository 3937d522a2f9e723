import { z } from 'zod';
import {
  addDays,
  canOrganise,
  localDate,
  type completeHomeworkBody,
  type createHomeworkBody,
  type FamilyCalendarItem,
  type Homework,
  type HomeworkFilter,
  type HomeworkPage,
  type homeworkQuery,
  type updateHomeworkBody,
  type verifyHomeworkBody,
  messageRef,
  wordedAlert,
} from '@familyhub/contracts';
import {
  badRequest,
  conflict,
  forbidden,
  keysetCursor,
  mapPage,
  notFound,
  type Caller,
  type FileStore,
  type LiveEvents,
  type FamilyMembers,
} from '@familyhub/server-kit';
import type { SchoolPlatform } from '../clients/school-platform';
import type { StudentsService } from '../students';
import { bestEffort } from '../shared/best-effort';
import { MAX_CALENDAR_ITEMS, type CalendarWindow } from '../shared/calendar-window';
import { assertOrganiser } from '../shared/organisers';
import type { HomeworkRepository } from './homework.repository';
import type { HomeworkRow } from './homework.table';

type CreateHomework = z.output<typeof createHomeworkBody>;
type UpdateHomework = z.output<typeof updateHomeworkBody>;
type HomeworkQuery = z.output<typeof homeworkQuery>;

export const HOMEWORK_TOPIC = 'homework';
const TARGET = 'homework';
export const VERIFY_FORBIDDEN_MESSAGE = 'Only parents and admins can verify homework';
export const VERIFY_NEEDS_DONE_MESSAGE = 'Homework must be marked done before it is verified';
const MAY_CHANGE = 'Only parents and admins can change homework';

export function toHomework(row: HomeworkRow): Homework {
  return {
    id: row.id,
    studentId: row.studentId,
    subject: row.subject,
    title: row.title,
    description: row.description,
    dueDate: row.dueDate,
    priority: row.priority,
    completed: row.completed,
    completedAt: row.completedAt?.toISOString() ?? null,
    verified: row.verified,
    verifiedById: row.verifiedById,
    grade: row.grade,
    attachmentUrl: row.attachmentUrl,
    attachmentName: row.attachmentName,
    notes: row.notes,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
  };
}

const homeworkCursor = keysetCursor(z.object({ dueDate: z.iso.date(), id: z.number().int().positive() }));
const homeworkNotFound = () => notFound('Homework');
const dedupeKeyOf = (id: number) => `homework-due:${id}`;

export interface HomeworkDependencies {
  homework: HomeworkRepository;
  students: Pick<StudentsService, 'get' | 'visibleIds' | 'childIdsOf'>;
  files: Pick<FileStore, 'findByUrl' | 'removeByUrl'>;
  platform: SchoolPlatform;
  members: FamilyMembers;
  live: Pick<LiveEvents<string>, 'publish'>;
  now?: () => Date;
}

/**
 * Homework per student, by subject and due date. Admins and parents add, change and delete it and verify done
 * homework; a child sees their own and marks it done (or not done). Open homework raises a reminder for the child
 * and the parents the day before it is due.
 */
export function createHomeworkService(deps: HomeworkDependencies) {
  const { homework, students, files, platform, members, live } = deps;
  const now = deps.now ?? (() => new Date());
  const changed = (caller: Caller) => live.publish(caller.familyId, HOMEWORK_TOPIC);

  async function existing(caller: Caller, id: number): Promise<HomeworkRow> {
    const row = await homework.find(caller.familyId, id);
    const visible = await students.visibleIds(caller);
    if (!row || (visible && !visible.includes(row.studentId))) throw homeworkNotFound();
    return row;
  }

  async function attachmentOf(caller: Caller, url: string | null | undefined) {
    if (url === undefined) return {};
    if (url === null) return { attachmentUrl: null, attachmentName: null };
    const file = await files.findByUrl(caller.familyId, url, 'school-document');
    if (!file) throw badRequest('The attachment was not found: upload it again');
    return { attachmentUrl: url, attachmentName: file.name };
  }

  async function syncReminder(caller: Caller, row: HomeworkRow): Promise<void> {
    const dedupeKey = dedupeKeyOf(row.id);
    if (row.completed) {
      await bestEffort('clearing a homework reminder', () => platform.alerts.clear(caller, { dedupeKey }));
      return;
    }
    await bestEffort('raising a homework reminder', async () => {
      const student = await students.get(caller, row.studentId);
      const family = await members.list(caller);
      const recipientIds = family
        .filter((m) => canOrganise(m.role) || m.id === student.childId)
        .map((m) => m.id);
      if (recipientIds.length === 0) return;
      const showFrom = new Date(`${addDays(row.dueDate, -1)}T08:00:00.000Z`);
      await platform.alerts.raise(caller, {
        dedupeKey,
        recipientIds,
        // Worded (issue #35): each reader gets it in their language; the subject and title as typed.
        ...wordedAlert(
          row.dueDate === localDate(now())
            ? messageRef('{subject}: {title} is due today', { subject: row.subject, title: row.title })
            : messageRef('{subject}: {title} is due on {date}', {
                subject: row.subject,
                title: row.title,
                date: { date: row.dueDate },
              }),
          messageRef('Mark it done once it is finished; a parent then checks it.'),
        ),
        target: { type: TARGET, id: row.id },
        ...(showFrom > now() ? { showFrom: showFrom.toISOString() } : {}),
      });
    });
  }

  return {
    async list(caller: Caller, query: HomeworkQuery): Promise<HomeworkPage> {
      const today = query.today ?? localDate(now());
      const after = homeworkCursor.decode(query.cursor) ?? null;
      const rows = await homework.page(
        caller.familyId,
        {
          filter: query.filter as HomeworkFilter,
          today,
          weekEnd: addDays(today, 6),
          visibleStudentIds: await students.visibleIds(caller),
          studentId: query.studentId,
        },
        after,
        query.limit + 1,
      );
      return mapPage(
        homeworkCursor.page(rows, query.limit, (row) => ({ dueDate: row.dueDate, id: row.id })),
        toHomework,
      );
    },

    /** The family calendar's 'Homework due' days: open homework the caller may see, on its due date. */
    async calendarItems(caller: Caller, window: CalendarWindow): Promise<FamilyCalendarItem[]> {
      const rows = await homework.dueBetween(
        caller.familyId,
        await students.visibleIds(caller),
        window,
        MAX_CALENDAR_ITEMS,
      );
      const childOf = await students.childIdsOf(
        caller,
        rows.map((r) => r.studentId),
      );
      return rows.map((row) => ({
        key: `homework:${row.id}`,
        label: 'Homework due',
        title: row.title,
        day: row.dueDate,
        allDay: true,
        startTime: null,
        endTime: null,
        memberId: childOf.get(row.studentId) ?? null,
        detail: row.subject,
        path: `/homework?focus=${row.id}`,
      }));
    },

    async get(caller: Caller, id: number): Promise<Homework> {
      return toHomework(await existing(caller, id));
    },

    async create(caller: Caller, body: CreateHomework): Promise<Homework> {
      assertOrganiser(caller, MAY_CHANGE);
      await students.get(caller, body.studentId);
      const row = await homework.insert(caller.familyId, {
        studentId: body.studentId,
        subject: body.subject,
        title: body.title,
        description: body.description ?? null,
        dueDate: body.dueDate,
        priority: body.priority,
        grade: body.grade ?? null,
        notes: body.notes ?? null,
        ...(await attachmentOf(caller, body.attachmentUrl ?? null)),
        createdById: caller.userId,
      });
      await syncReminder(caller, row);
      changed(caller);
      return toHomework(row);
    },

    async update(caller: Caller, id: number, body: UpdateHomework): Promise<Homework> {
      const current = await existing(caller, id);
      assertOrganiser(caller, MAY_CHANGE);
      if (body.studentId !== undefined) await students.get(caller, body.studentId);
      const replacing = body.attachmentUrl !== undefined && body.attachmentUrl !== current.attachmentUrl;
      const { attachmentUrl: _ignored, ...fields } = body;
      const row = await homework.update(caller.familyId, id, {
        ...fields,
        ...(replacing ? await attachmentOf(caller, body.attachmentUrl) : {}),
      });
      if (!row) throw homeworkNotFound();
      if (replacing && current.attachmentUrl) await files.removeByUrl(caller.familyId, current.attachmentUrl);
      if (row.dueDate !== current.dueDate || row.title !== current.title) await syncReminder(caller, row);
      changed(caller);
      return toHomework(row);
    },

    /** The child (or a parent) marks it done; marking it not done again takes a parent's check back too. */
    async complete(
      caller: Caller,
      id: number,
      body: z.output<typeof completeHomeworkBody>,
    ): Promise<Homework> {
      await existing(caller, id);
      const row = await homework.update(
        caller.familyId,
        id,
        body.completed
          ? { completed: true, completedAt: now() }
          : { completed: false, completedAt: null, verified: false, verifiedById: null },
      );
      if (!row) throw homeworkNotFound();
      await syncReminder(caller, row);
      changed(caller);
      return toHomework(row);
    },

    /** A parent checks done homework (verified, verifiedBy); a child may not (403). */
    async verify(caller: Caller, id: number, body: z.output<typeof verifyHomeworkBody>): Promise<Homework> {
      const current = await existing(caller, id);
      if (!canOrganise(caller.role)) throw forbidden(VERIFY_FORBIDDEN_MESSAGE);
      if (body.verified && !current.completed) throw conflict(VERIFY_NEEDS_DONE_MESSAGE);
      const row = await homework.update(
        caller.familyId,
        id,
        body.verified
          ? { verified: true, verifiedById: caller.userId }
          : { verified: false, verifiedById: null },
      );
      if (!row) throw homeworkNotFound();
      changed(caller);
      return toHomework(row);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      const current = await existing(caller, id);
      assertOrganiser(caller, 'Only parents and admins can delete homework');
      if (!(await homework.remove(caller.familyId, id))) throw homeworkNotFound();
      if (current.attachmentUrl) await files.removeByUrl(caller.familyId, current.attachmentUrl);
      await bestEffort('clearing a homework reminder', () =>
        platform.alerts.clear(caller, { dedupeKey: dedupeKeyOf(id) }),
      );
      changed(caller);
    },
  };
}
export type HomeworkService = ReturnType<typeof createHomeworkService>;
