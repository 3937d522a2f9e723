import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Page } from '@familyhub/contracts';
import type { Database } from '@familyhub/server-kit';
import type { HomeSchema } from '../schema';
import { idCursor } from '../chores';
import {
  cleaningSessionTasks,
  cleaningSessions,
  cleaningTemplateTasks,
  cleaningTemplates,
} from './cleaning.table';

export type TemplateRow = typeof cleaningTemplates.$inferSelect;
export type TemplateTaskRow = typeof cleaningTemplateTasks.$inferSelect;
export type SessionRow = typeof cleaningSessions.$inferSelect;
export type SessionTaskRow = typeof cleaningSessionTasks.$inferSelect;

export interface TaskInput {
  name: string;
  description?: string | null;
  estimatedTime?: number | null;
  isRequired: boolean;
}
export interface TemplateInput {
  name: string;
  description?: string | null;
  area?: string | null;
  frequency: TemplateRow['frequency'];
  estimatedTime?: number | null;
  isShared: boolean;
}

type Tx = Database<HomeSchema>;

/** Every statement names the family. */
export function createCleaningRepository(db: Database<HomeSchema>) {
  async function tasksOf(familyId: number, templateIds: number[]): Promise<Map<number, TemplateTaskRow[]>> {
    const byTemplate = new Map<number, TemplateTaskRow[]>();
    if (templateIds.length === 0) return byTemplate;
    const rows = await db
      .select()
      .from(cleaningTemplateTasks)
      .where(
        and(
          eq(cleaningTemplateTasks.familyId, familyId),
          inArray(cleaningTemplateTasks.templateId, templateIds),
        ),
      )
      .orderBy(asc(cleaningTemplateTasks.order), asc(cleaningTemplateTasks.id));
    for (const row of rows) byTemplate.set(row.templateId, [...(byTemplate.get(row.templateId) ?? []), row]);
    return byTemplate;
  }

  async function sessionTasksOf(
    familyId: number,
    sessionIds: number[],
  ): Promise<Map<number, SessionTaskRow[]>> {
    const bySession = new Map<number, SessionTaskRow[]>();
    if (sessionIds.length === 0) return bySession;
    const rows = await db
      .select()
      .from(cleaningSessionTasks)
      .where(
        and(eq(cleaningSessionTasks.familyId, familyId), inArray(cleaningSessionTasks.sessionId, sessionIds)),
      )
      .orderBy(asc(cleaningSessionTasks.order), asc(cleaningSessionTasks.id));
    for (const row of rows) bySession.set(row.sessionId, [...(bySession.get(row.sessionId) ?? []), row]);
    return bySession;
  }

  async function writeTasks(tx: Tx, familyId: number, templateId: number, tasks: TaskInput[], by: number) {
    await tx.insert(cleaningTemplateTasks).values(
      tasks.map((task, order) => ({
        familyId,
        templateId,
        name: task.name,
        description: task.description ?? null,
        estimatedTime: task.estimatedTime ?? null,
        isRequired: task.isRequired,
        order,
        createdById: by,
      })),
    );
  }

  /** A routine the viewer may see: the family's shared ones and their own private ones. */
  const visibleTo = (viewerId: number) =>
    or(eq(cleaningTemplates.isShared, true), eq(cleaningTemplates.createdById, viewerId));
  const templateOf = (familyId: number, id: number) =>
    and(eq(cleaningTemplates.familyId, familyId), eq(cleaningTemplates.id, id));
  const sessionOf = (familyId: number, id: number) =>
    and(eq(cleaningSessions.familyId, familyId), eq(cleaningSessions.id, id));
  /**
   * A session the viewer may see: one they started, or one of a routine they may see (or one whose routine is
   * gone) — a private routine's runs stay as private as the routine.
   */
  const sessionVisibleTo = (viewerId: number) =>
    or(eq(cleaningSessions.createdById, viewerId), isNull(cleaningTemplates.id), visibleTo(viewerId));
  const sessionsWithRoutine = () =>
    db
      .select(getTableColumns(cleaningSessions))
      .from(cleaningSessions)
      .leftJoin(cleaningTemplates, eq(cleaningTemplates.id, cleaningSessions.templateId));

  return {
    tasksOf,
    sessionTasksOf,

    /** The routines the viewer may see, newest first. */
    async templates(
      familyId: number,
      viewerId: number,
      { cursor, limit }: { cursor?: string; limit: number },
    ): Promise<Page<TemplateRow>> {
      const after = idCursor.decode(cursor);
      const rows = await db
        .select()
        .from(cleaningTemplates)
        .where(
          and(
            eq(cleaningTemplates.familyId, familyId),
            visibleTo(viewerId),
            after ? lt(cleaningTemplates.id, after.id) : undefined,
          ),
        )
        .orderBy(desc(cleaningTemplates.id))
        .limit(limit + 1);
      return idCursor.page(rows, limit, (row) => ({ id: row.id }));
    },

    /** The routine, when the viewer may see it. */
    async template(familyId: number, id: number, viewerId: number): Promise<TemplateRow | undefined> {
      const [row] = await db
        .select()
        .from(cleaningTemplates)
        .where(and(templateOf(familyId, id), visibleTo(viewerId)));
      return row;
    },

    async insertTemplate(
      familyId: number,
      values: TemplateInput,
      tasks: TaskInput[],
      by: number,
    ): Promise<number> {
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Tx;
        const [row] = await tx
          .insert(cleaningTemplates)
          .values({ ...values, familyId, createdById: by })
          .returning({ id: cleaningTemplates.id });
        await writeTasks(tx, familyId, row.id, tasks, by);
        return row.id;
      });
    },

    async updateTemplate(
      familyId: number,
      id: number,
      values: Partial<TemplateInput>,
      tasks: TaskInput[] | undefined,
      by: number,
    ): Promise<void> {
      await db.transaction(async (raw) => {
        const tx = raw as unknown as Tx;
        if (Object.keys(values).length > 0) {
          await tx.update(cleaningTemplates).set(values).where(templateOf(familyId, id));
        }
        if (tasks) {
          await tx
            .delete(cleaningTemplateTasks)
            .where(
              and(eq(cleaningTemplateTasks.familyId, familyId), eq(cleaningTemplateTasks.templateId, id)),
            );
          await writeTasks(tx, familyId, id, tasks, by);
        }
      });
    },

    async removeTemplate(familyId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(cleaningTemplates)
        .where(templateOf(familyId, id))
        .returning({ id: cleaningTemplates.id });
      return rows.length > 0;
    },

    /** A session with a copy of the routine's checklist, so editing the routine later keeps this history. */
    async startSession(familyId: number, template: TemplateRow, by: number, now: Date): Promise<number> {
      const tasks = (await tasksOf(familyId, [template.id])).get(template.id) ?? [];
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Tx;
        const [row] = await tx
          .insert(cleaningSessions)
          .values({
            familyId,
            templateId: template.id,
            templateName: template.name,
            area: template.area,
            startedAt: now,
            createdById: by,
          })
          .returning({ id: cleaningSessions.id });
        if (tasks.length > 0) {
          await tx.insert(cleaningSessionTasks).values(
            tasks.map((task) => ({
              familyId,
              sessionId: row.id,
              templateTaskId: task.id,
              name: task.name,
              order: task.order,
              isRequired: task.isRequired,
            })),
          );
        }
        return row.id;
      });
    },

    /** The sessions the viewer may see, newest first. */
    async sessions(
      familyId: number,
      viewerId: number,
      { cursor, limit, state }: { cursor?: string; limit: number; state?: 'open' | 'finished' },
    ): Promise<Page<SessionRow>> {
      const after = idCursor.decode(cursor);
      const rows = await sessionsWithRoutine()
        .where(
          and(
            eq(cleaningSessions.familyId, familyId),
            sessionVisibleTo(viewerId),
            state === 'open' ? isNull(cleaningSessions.completedAt) : undefined,
            state === 'finished' ? isNotNull(cleaningSessions.completedAt) : undefined,
            after ? lt(cleaningSessions.id, after.id) : undefined,
          ),
        )
        .orderBy(desc(cleaningSessions.id))
        .limit(limit + 1);
      return idCursor.page(rows, limit, (row) => ({ id: row.id }));
    },

    /** The session, when the viewer may see it. */
    async session(familyId: number, id: number, viewerId: number): Promise<SessionRow | undefined> {
      const [row] = await sessionsWithRoutine().where(
        and(sessionOf(familyId, id), sessionVisibleTo(viewerId)),
      );
      return row;
    },

    async tick(familyId: number, sessionId: number, taskId: number, done: boolean, by: number, now: Date) {
      const rows = await db
        .update(cleaningSessionTasks)
        .set({ isCompleted: done, completedAt: done ? now : null, completedById: done ? by : null })
        .where(
          and(
            eq(cleaningSessionTasks.familyId, familyId),
            eq(cleaningSessionTasks.sessionId, sessionId),
            eq(cleaningSessionTasks.id, taskId),
          ),
        )
        .returning({ id: cleaningSessionTasks.id });
      return rows.length > 0;
    },

    async finish(
      familyId: number,
      id: number,
      by: number,
      now: Date,
      notes: string | null,
    ): Promise<boolean> {
      const rows = await db
        .update(cleaningSessions)
        .set({ completedAt: now, completedById: by, notes })
        .where(and(sessionOf(familyId, id), isNull(cleaningSessions.completedAt)))
        .returning({ id: cleaningSessions.id });
      return rows.length > 0;
    },
  };
}
export type CleaningRepository = ReturnType<typeof createCleaningRepository>;
