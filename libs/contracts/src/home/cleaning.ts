import { z } from 'zod';
import { pageOf, pageQuery } from '../paging';
import { endpointsFor } from '../endpoint';
import { pathId } from '../path-id';

/** How often a cleaning routine is meant to run (001 §3 cleaning_templates.frequency; values not shown). */
export const cleaningFrequencies = ['daily', 'weekly', 'monthly'] as const;
export const cleaningFrequency = z.enum(cleaningFrequencies, { error: 'Choose how often the routine runs' });
export type CleaningFrequency = z.infer<typeof cleaningFrequency>;

const minutes = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a whole number of minutes from 1 to 1440` })
    .int(`${what} must be a whole number of minutes from 1 to 1440`)
    .min(1, `${what} must be a whole number of minutes from 1 to 1440`)
    .max(1440, `${what} must be a whole number of minutes from 1 to 1440`)
    .nullish();

export const cleaningTemplateTask = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  order: z.number().int(),
  estimatedTime: z.number().int().nullable(),
  isRequired: z.boolean(),
});
export type CleaningTemplateTask = z.infer<typeof cleaningTemplateTask>;

/** A cleaning routine with its ordered checklist (GET /api/cleaning/templates). */
export const cleaningTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  area: z.string().nullable(),
  frequency: cleaningFrequency,
  /** Minutes. */
  estimatedTime: z.number().int().nullable(),
  tasks: z.array(cleaningTemplateTask),
  /** 001 §3 isShared [true]: the whole family's routine; false: its creator's own, seen by no one else. */
  isShared: z.boolean(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
});
export type CleaningTemplate = z.infer<typeof cleaningTemplate>;
export const cleaningTemplatePage = pageOf(cleaningTemplate);
export type CleaningTemplatePage = z.infer<typeof cleaningTemplatePage>;

const taskInput = z.object({
  name: z
    .string({ error: 'Task name is required' })
    .trim()
    .min(1, 'Task name is required')
    .max(200, 'Task name must be at most 200 characters'),
  description: z.string().trim().max(1000, 'Task description must be at most 1000 characters').nullish(),
  estimatedTime: minutes('Task time'),
  isRequired: z.boolean().default(true),
});

const templateFields = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Name must be at most 120 characters'),
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters').nullish(),
  area: z.string().trim().max(120, 'Area must be at most 120 characters').nullish(),
  frequency: cleaningFrequency.default('weekly'),
  estimatedTime: minutes('Estimated time'),
  isShared: z.boolean({ error: 'Shared with the family must be true or false' }).default(true),
  /** In the order they are done. */
  tasks: z
    .array(taskInput, { error: 'Add at least one task' })
    .min(1, 'Add at least one task')
    .max(50, 'A routine has at most 50 tasks'),
});

/** POST /api/cleaning/templates. */
export const createCleaningTemplateBody = templateFields;
export type CreateCleaningTemplateBody = z.input<typeof createCleaningTemplateBody>;

/** PATCH /api/cleaning/templates/{id}: `tasks`, when given, replaces the checklist (sessions keep theirs). */
export const updateCleaningTemplateBody = templateFields
  // Without the create default: a change that leaves the frequency out keeps it (zod 4 fills defaults under partial).
  .extend({
    frequency: cleaningFrequency,
    isShared: z.boolean({ error: 'Shared with the family must be true or false' }),
  })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, { message: 'Nothing to change' });
export type UpdateCleaningTemplateBody = z.input<typeof updateCleaningTemplateBody>;

export const cleaningSessionTask = z.object({
  id: z.number().int(),
  templateTaskId: z.number().int().nullable(),
  name: z.string(),
  order: z.number().int(),
  isRequired: z.boolean(),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  completedById: z.number().int().nullable(),
});
export type CleaningSessionTask = z.infer<typeof cleaningSessionTask>;

/** One run of a routine (GET /api/cleaning/sessions). */
export const cleaningSession = z.object({
  id: z.number().int(),
  templateId: z.number().int().nullable(),
  templateName: z.string(),
  area: z.string().nullable(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  completedById: z.number().int().nullable(),
  notes: z.string().nullable(),
  createdById: z.number().int().nullable(),
  tasks: z.array(cleaningSessionTask),
});
export type CleaningSession = z.infer<typeof cleaningSession>;
export const cleaningSessionPage = pageOf(cleaningSession);
export type CleaningSessionPage = z.infer<typeof cleaningSessionPage>;

/** GET /api/cleaning/sessions?state=open|finished, newest first. */
export const cleaningSessionQuery = pageQuery.extend({ state: z.enum(['open', 'finished']).optional() });

/** POST /api/cleaning/sessions. */
export const startCleaningSessionBody = z.object({
  templateId: z.number({ error: 'Choose a routine' }).int().positive('Choose a routine'),
});

/** PATCH /api/cleaning/sessions/{id}/tasks/{taskId}. */
export const tickCleaningTaskBody = z.object({
  isCompleted: z.boolean({ error: 'isCompleted is required' }),
});

/** POST /api/cleaning/sessions/{id}/finish. */
export const finishCleaningSessionBody = z.object({
  notes: z.string().trim().max(1000, 'Notes must be at most 1000 characters').nullish(),
});

const endpoint = endpointsFor('home', 'cleaning');
const templateId = { id: pathId('Cleaning routine') };

/** Cleaning routines and the sessions that work through them. */
export const cleaningEndpoints = {
  templates: endpoint({
    method: 'GET',
    path: '/api/cleaning/templates',
    summary: "The family's cleaning routines, a page at a time",
    query: pageQuery,
    response: cleaningTemplatePage,
  }),
  createTemplate: endpoint({
    method: 'POST',
    path: '/api/cleaning/templates',
    summary: 'Add a cleaning routine with its tasks',
    body: createCleaningTemplateBody,
    response: cleaningTemplate,
    status: 201,
  }),
  template: endpoint({
    method: 'GET',
    path: '/api/cleaning/templates/:id',
    summary: 'One cleaning routine',
    params: templateId,
    response: cleaningTemplate,
  }),
  updateTemplate: endpoint({
    method: 'PATCH',
    path: '/api/cleaning/templates/:id',
    summary: 'Edit a cleaning routine',
    params: templateId,
    body: updateCleaningTemplateBody,
    response: cleaningTemplate,
  }),
  removeTemplate: endpoint({
    method: 'DELETE',
    path: '/api/cleaning/templates/:id',
    summary: 'Delete a cleaning routine',
    params: templateId,
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/api/cleaning/sessions',
    summary: 'Cleaning sessions, open or finished, a page at a time',
    query: cleaningSessionQuery,
    response: cleaningSessionPage,
  }),
  start: endpoint({
    method: 'POST',
    path: '/api/cleaning/sessions',
    summary: 'Start a cleaning session from a routine',
    body: startCleaningSessionBody,
    response: cleaningSession,
    status: 201,
  }),
  tick: endpoint({
    method: 'PATCH',
    path: '/api/cleaning/sessions/:id/tasks/:taskId',
    summary: "Tick a session's task done, or not",
    offline: 'queue',
    params: { id: pathId('Cleaning session'), taskId: pathId('Cleaning task') },
    body: tickCleaningTaskBody,
    response: cleaningSession,
  }),
  finish: endpoint({
    method: 'POST',
    path: '/api/cleaning/sessions/:id/finish',
    summary: 'Finish a cleaning session, with notes',
    params: { id: pathId('Cleaning session') },
    body: finishCleaningSessionBody,
    response: cleaningSession,
  }),
};
