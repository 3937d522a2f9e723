import { z } from 'zod';
import { pageOf, pageQuery } from '../paging';
import { endpointsFor } from '../endpoint';
import { pathId } from '../path-id';

/** 001 §3 chores.frequency (values not shown in the spec; issue #13 names these four). */
export const choreFrequencies = ['daily', 'weekly', 'monthly', 'once'] as const;
export const choreFrequency = z.enum(choreFrequencies, { error: 'Choose how often the chore is done' });
export type ChoreFrequency = z.infer<typeof choreFrequency>;

/** 001 §9: a chore is worth 10 points unless a parent says otherwise. */
export const CHORE_DEFAULT_POINTS = 10;

/** One chore as the home service answers it (GET /api/chores). */
export const chore = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  points: z.number().int(),
  frequency: choreFrequency,
  isActive: z.boolean(),
  /** One member: always theirs. Several: they take turns in this order, one period each. */
  assigneeIds: z.array(z.number().int()),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Chore = z.infer<typeof chore>;

/** One page of chores, newest first (keyset cursor: docs/architecture.md "Settled patterns"). */
export const chorePage = pageOf(chore);
export type ChorePage = z.infer<typeof chorePage>;

const choreFields = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(120, 'Title must be at most 120 characters'),
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters').nullish(),
  points: z.coerce
    .number({ error: 'Points must be a whole number from 0 to 1000' })
    .int('Points must be a whole number from 0 to 1000')
    .min(0, 'Points must be a whole number from 0 to 1000')
    .max(1000, 'Points must be a whole number from 0 to 1000')
    .default(CHORE_DEFAULT_POINTS),
  frequency: choreFrequency.default('weekly'),
  isActive: z.boolean().default(true),
  assigneeIds: z
    .array(z.number().int().positive(), { error: 'Choose who does the chore' })
    .min(1, 'Choose who does the chore')
    .max(20, 'A rotation has at most 20 members')
    .refine((ids) => new Set(ids).size === ids.length, 'Each member can be in the rotation once'),
});

/** POST /api/chores. */
export const createChoreBody = choreFields;
export type CreateChoreBody = z.input<typeof createChoreBody>;

/** PATCH /api/chores/{id}: any subset, at least one field. */
export const updateChoreBody = z
  .object({
    title: choreFields.shape.title.optional(),
    description: choreFields.shape.description,
    points: choreFields.shape.points.removeDefault().optional(),
    frequency: choreFrequency.optional(),
    isActive: z.boolean().optional(),
    assigneeIds: choreFields.shape.assigneeIds.optional(),
  })
  .refine((changes) => Object.keys(changes).length > 0, { message: 'Nothing to change' });
export type UpdateChoreBody = z.input<typeof updateChoreBody>;

/** 001 §4: assigned, then completed (Mark Complete), then verified (Verify); Reject sends it back to assigned. */
export const choreAssignmentStatuses = ['assigned', 'completed', 'verified'] as const;
export const choreAssignmentStatus = z.enum(choreAssignmentStatuses);
export type ChoreAssignmentStatus = z.infer<typeof choreAssignmentStatus>;

/** One turn of a chore for one member and one period (GET /api/chore-assignments). */
export const choreAssignment = z.object({
  id: z.number().int(),
  choreId: z.number().int(),
  choreTitle: z.string(),
  /** What verifying it awards (the chore's points while not yet verified). */
  points: z.number().int(),
  frequency: choreFrequency,
  assignedToId: z.number().int().nullable(),
  /** ISO dates (YYYY-MM-DD); endDate null for a one-off chore. */
  startDate: z.string(),
  endDate: z.string().nullable(),
  status: choreAssignmentStatus,
  /** Past its end date and not yet completed. */
  overdue: z.boolean(),
  completedDate: z.string().nullable(),
  completedById: z.number().int().nullable(),
  verifiedById: z.number().int().nullable(),
  pointsAwarded: z.number().int().nullable(),
  /** Why a parent sent it back (Reject). */
  rejectionNote: z.string().nullable(),
});
export type ChoreAssignment = z.infer<typeof choreAssignment>;
export const choreAssignmentPage = pageOf(choreAssignment);
export type ChoreAssignmentPage = z.infer<typeof choreAssignmentPage>;

/** GET /api/chore-assignments?assignedToId=&status=&cursor=&limit= (newest period first). */
export const choreAssignmentQuery = pageQuery.extend({
  assignedToId: z.coerce.number().int().positive().optional(),
  status: choreAssignmentStatus.optional(),
});
export type ChoreAssignmentQuery = z.input<typeof choreAssignmentQuery>;

/** GET /api/chore-assignments/summary?assignedToId=: the status counts of the chores page. */
export const choreStatusCounts = z.object({
  assigned: z.number().int(),
  completed: z.number().int(),
  verified: z.number().int(),
  overdue: z.number().int(),
});
export type ChoreStatusCounts = z.infer<typeof choreStatusCounts>;
export const choreSummaryQuery = z.object({ assignedToId: z.coerce.number().int().positive().optional() });

/** POST /api/chore-assignments/{id}/reject. */
export const rejectChoreBody = z.object({
  note: z
    .string({ error: 'Say what still needs doing' })
    .trim()
    .min(1, 'Say what still needs doing')
    .max(500, 'The note must be at most 500 characters'),
});
export type RejectChoreBody = z.input<typeof rejectChoreBody>;

const choreEndpoint = endpointsFor('home', 'chores');
const assignmentEndpoint = endpointsFor('home', 'chore-assignments');
const choreId = { id: pathId('Chore') };
const assignmentId = { id: pathId('Chore assignment') };

/** Chores and their assignments (spec 001 §6): a child completes, a parent verifies or sends back. */
export const choreEndpoints = {
  list: choreEndpoint({
    method: 'GET',
    path: '/api/chores',
    summary: "The family's chores, a page at a time",
    query: pageQuery,
    response: chorePage,
  }),
  create: choreEndpoint({
    method: 'POST',
    path: '/api/chores',
    summary: 'Add a chore (its first assignment follows)',
    body: createChoreBody,
    response: chore,
    status: 201,
  }),
  update: choreEndpoint({
    method: 'PATCH',
    path: '/api/chores/:id',
    summary: 'Edit a chore',
    params: choreId,
    body: updateChoreBody,
    response: chore,
  }),
  remove: choreEndpoint({
    method: 'DELETE',
    path: '/api/chores/:id',
    summary: 'Delete a chore',
    params: choreId,
  }),
  assignments: assignmentEndpoint({
    method: 'GET',
    path: '/api/chore-assignments',
    summary: 'Chore assignments by member and status, a page at a time',
    query: choreAssignmentQuery,
    response: choreAssignmentPage,
  }),
  summary: assignmentEndpoint({
    method: 'GET',
    path: '/api/chore-assignments/summary',
    summary: 'How many assignments are to do, waiting for a check and done',
    query: choreSummaryQuery,
    response: choreStatusCounts,
  }),
  complete: assignmentEndpoint({
    method: 'POST',
    path: '/api/chore-assignments/:id/complete',
    summary: 'Mark a chore done (it waits for a parent to check)',
    offline: 'queue',
    params: assignmentId,
    response: choreAssignment,
  }),
  verify: assignmentEndpoint({
    method: 'POST',
    path: '/api/chore-assignments/:id/verify',
    summary: "A parent's check: the points are earned",
    params: assignmentId,
    response: choreAssignment,
  }),
  reject: assignmentEndpoint({
    method: 'POST',
    path: '/api/chore-assignments/:id/reject',
    summary: 'Send a chore back with a note',
    params: assignmentId,
    body: rejectChoreBody,
    response: choreAssignment,
  }),
};
