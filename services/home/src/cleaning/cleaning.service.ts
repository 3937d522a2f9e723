import {
  canOrganise,
  type CleaningSession,
  type CleaningSessionPage,
  type CleaningTemplate,
  type CleaningTemplatePage,
  type createCleaningTemplateBody,
  type LiveTopic,
  type updateCleaningTemplateBody,
} from '@familyhub/contracts';
import { conflict, forbidden, notFound, type Caller, type LiveEvents } from '@familyhub/server-kit';
import type { z } from 'zod';
import type {
  CleaningRepository,
  SessionRow,
  SessionTaskRow,
  TemplateRow,
  TemplateTaskRow,
} from './cleaning.repository';

type CreateTemplate = z.output<typeof createCleaningTemplateBody>;
type UpdateTemplate = z.output<typeof updateCleaningTemplateBody>;

export const CLEANING_TOPIC = 'cleaning' satisfies LiveTopic<'home'>;

function toTemplate(row: TemplateRow, tasks: TemplateTaskRow[]): CleaningTemplate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    area: row.area,
    frequency: row.frequency,
    estimatedTime: row.estimatedTime,
    isShared: row.isShared,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
    tasks: tasks.map((t) => ({
      id: t.id,
      name: t.name,
      description: t.description,
      order: t.order,
      estimatedTime: t.estimatedTime,
      isRequired: t.isRequired,
    })),
  };
}

function toSession(row: SessionRow, tasks: SessionTaskRow[]): CleaningSession {
  return {
    id: row.id,
    templateId: row.templateId,
    templateName: row.templateName,
    area: row.area,
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    completedById: row.completedById,
    notes: row.notes,
    createdById: row.createdById,
    tasks: tasks.map((t) => ({
      id: t.id,
      templateTaskId: t.templateTaskId,
      name: t.name,
      order: t.order,
      isRequired: t.isRequired,
      isCompleted: t.isCompleted,
      completedAt: t.completedAt?.toISOString() ?? null,
      completedById: t.completedById,
    })),
  };
}

/**
 * Cleaning routines (issue #13): admins and parents keep the routines — shared with the family, or private to
 * the one who made it (no one else sees it or its sessions: 404); anyone in the family starts a session,
 * ticks its tasks (who and when is recorded) and finishes it once every required task is ticked. A session
 * awards no points: chores are the family's points system, cleaning a shared checklist.
 */
export function createCleaningService({
  repository,
  live,
  now,
}: {
  repository: CleaningRepository;
  live: Pick<LiveEvents<LiveTopic<'home'>>, 'publish'>;
  now: () => Date;
}) {
  const changed = (caller: Caller) => live.publish(caller.familyId, CLEANING_TOPIC);
  const assertOrganiser = (caller: Caller) => {
    if (!canOrganise(caller.role)) throw forbidden('Only parents and admins can change cleaning routines');
  };

  async function template(caller: Caller, id: number): Promise<CleaningTemplate> {
    const row = await repository.template(caller.familyId, id, caller.userId);
    if (!row) throw notFound('Cleaning routine');
    return toTemplate(row, (await repository.tasksOf(caller.familyId, [id])).get(id) ?? []);
  }
  async function session(caller: Caller, id: number): Promise<CleaningSession> {
    const row = await repository.session(caller.familyId, id, caller.userId);
    if (!row) throw notFound('Cleaning session');
    return toSession(row, (await repository.sessionTasksOf(caller.familyId, [id])).get(id) ?? []);
  }

  return {
    template,

    async templates(caller: Caller, page: { cursor?: string; limit: number }): Promise<CleaningTemplatePage> {
      const { items, nextCursor } = await repository.templates(caller.familyId, caller.userId, page);
      const tasks = await repository.tasksOf(
        caller.familyId,
        items.map((t) => t.id),
      );
      return { items: items.map((t) => toTemplate(t, tasks.get(t.id) ?? [])), nextCursor };
    },

    async createTemplate(caller: Caller, body: CreateTemplate): Promise<CleaningTemplate> {
      assertOrganiser(caller);
      const { tasks, ...values } = body;
      const id = await repository.insertTemplate(caller.familyId, values, tasks, caller.userId);
      changed(caller);
      return template(caller, id);
    },

    async updateTemplate(caller: Caller, id: number, body: UpdateTemplate): Promise<CleaningTemplate> {
      if (!(await repository.template(caller.familyId, id, caller.userId)))
        throw notFound('Cleaning routine');
      assertOrganiser(caller);
      const { tasks, ...values } = body;
      await repository.updateTemplate(caller.familyId, id, values, tasks, caller.userId);
      changed(caller);
      return template(caller, id);
    },

    async removeTemplate(caller: Caller, id: number): Promise<void> {
      if (!(await repository.template(caller.familyId, id, caller.userId)))
        throw notFound('Cleaning routine');
      assertOrganiser(caller);
      await repository.removeTemplate(caller.familyId, id);
      changed(caller);
    },

    async sessions(
      caller: Caller,
      query: { cursor?: string; limit: number; state?: 'open' | 'finished' },
    ): Promise<CleaningSessionPage> {
      const { items, nextCursor } = await repository.sessions(caller.familyId, caller.userId, query);
      const tasks = await repository.sessionTasksOf(
        caller.familyId,
        items.map((s) => s.id),
      );
      return { items: items.map((s) => toSession(s, tasks.get(s.id) ?? [])), nextCursor };
    },

    async start(caller: Caller, templateId: number): Promise<CleaningSession> {
      const row = await repository.template(caller.familyId, templateId, caller.userId);
      if (!row) throw notFound('Cleaning routine');
      const id = await repository.startSession(caller.familyId, row, caller.userId, now());
      changed(caller);
      return session(caller, id);
    },

    async tick(caller: Caller, sessionId: number, taskId: number, done: boolean): Promise<CleaningSession> {
      const current = await session(caller, sessionId);
      if (current.completedAt) throw conflict('This session is already finished');
      if (!(await repository.tick(caller.familyId, sessionId, taskId, done, caller.userId, now()))) {
        throw notFound('Cleaning task');
      }
      changed(caller);
      return session(caller, sessionId);
    },

    async finish(caller: Caller, id: number, notes: string | null): Promise<CleaningSession> {
      const current = await session(caller, id);
      if (current.tasks.some((t) => t.isRequired && !t.isCompleted)) {
        throw conflict('Tick every required task first');
      }
      if (!(await repository.finish(caller.familyId, id, caller.userId, now(), notes))) {
        throw conflict('This session is already finished');
      }
      changed(caller);
      return session(caller, id);
    },
  };
}
export type CleaningService = ReturnType<typeof createCleaningService>;
