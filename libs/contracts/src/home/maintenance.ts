import { z } from 'zod';
import { amountCents } from '../money/money';
import { pageOf, pageQueryWith } from '../paging';
import { optionalTextField as optionalText } from '../text-fields';
import { endpointsFor } from '../endpoint';
import { pathId } from '../path-id';
import { maintenanceCategories } from './maintenance-rules';

export * from './maintenance-rules';

/*
 * Home maintenance (/maintenance, /maintenance/history; spec 001 §3 maintenance_items, §9 reminder 7 days).
 * Days are calendar days (YYYY-MM-DD, read in UTC like the chores' periods); costs are integer cents.
 * Mark Done writes a history entry (who, when, cost, notes) — the history the spec's route needs but its model
 * lacks (domains-index gap 13) — and moves the next due date by the frequency.
 */

/** Spec 001 §9: maintenance reminder 7 days. */
export const MAINTENANCE_REMINDER_DAYS = 7;

export const maintenanceCategory = z.enum(maintenanceCategories, { error: 'Choose a category' });
export type MaintenanceCategory = z.infer<typeof maintenanceCategory>;
export const maintenanceCategoryLabels: Record<MaintenanceCategory, string> = {
  appliances: 'Appliances',
  electrical: 'Electrical',
  exterior: 'Exterior',
  garden: 'Garden',
  'heating-cooling': 'Heating & cooling',
  plumbing: 'Plumbing',
  safety: 'Safety',
  vehicle: 'Vehicle',
  other: 'Other',
};

/** Maintenance runs weekly at most often. */
export const maintenanceFrequencies = ['weekly', 'monthly', 'quarterly', 'half-yearly', 'yearly'] as const;
export const maintenanceFrequency = z.enum(maintenanceFrequencies, { error: 'Choose how often it is done' });
export type MaintenanceFrequency = z.infer<typeof maintenanceFrequency>;

export const maintenanceItem = z.object({
  id: z.number().int(),
  name: z.string(),
  category: maintenanceCategory,
  description: z.string().nullable(),
  frequency: maintenanceFrequency,
  /** When it was last done (the newest Mark Done), null before the first. */
  lastCompleted: z.string().nullable(),
  /** YYYY-MM-DD; null once a one-off item is done. */
  nextDue: z.string().nullable(),
  assignedToId: z.number().int().nullable(),
  reminderDays: z.number().int(),
  estimatedCostCents: z.number().int().nullable(),
  notes: z.string().nullable(),
  isRecurring: z.boolean(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
});
export type MaintenanceItem = z.infer<typeof maintenanceItem>;
export const maintenanceItemPage = pageOf(maintenanceItem);
export type MaintenanceItemPage = z.infer<typeof maintenanceItemPage>;

/** GET /api/maintenance-items: next due first (done one-offs last), then by id. */
export const maintenanceItemQuery = pageQueryWith({ defaultLimit: 50, maxLimit: 200 }).extend({
  category: maintenanceCategory.optional(),
});

const itemFields = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Name must be at most 120 characters'),
  category: maintenanceCategory,
  description: optionalText('Description', 2000),
  frequency: maintenanceFrequency,
  nextDue: z.iso.date({ error: 'Next due must be a date' }),
  assignedToId: z.number({ error: 'Choose a family member' }).int().positive().nullish(),
  reminderDays: z
    .number({ error: 'Reminder days must be a whole number from 0 to 90' })
    .int('Reminder days must be a whole number from 0 to 90')
    .min(0, 'Reminder days must be a whole number from 0 to 90')
    .max(90, 'Reminder days must be a whole number from 0 to 90'),
  estimatedCostCents: amountCents('Estimated cost').nullish(),
  notes: optionalText('Notes', 2000),
  isRecurring: z.boolean(),
});

/** POST /api/maintenance-items (the defaults apply on create only: a PATCH changes just what it names). */
export const createMaintenanceItemBody = itemFields
  .extend({
    category: itemFields.shape.category.default('other'),
    frequency: itemFields.shape.frequency.default('yearly'),
    reminderDays: itemFields.shape.reminderDays.default(MAINTENANCE_REMINDER_DAYS),
    isRecurring: itemFields.shape.isRecurring.default(true),
  })
  .strict();
export type CreateMaintenanceItemBody = z.input<typeof createMaintenanceItemBody>;

/** PATCH /api/maintenance-items/{id}. */
export const updateMaintenanceItemBody = itemFields
  .partial()
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, { message: 'Nothing to change' });
export type UpdateMaintenanceItemBody = z.input<typeof updateMaintenanceItemBody>;

/**
 * POST /api/maintenance-items/{id}/complete (Mark Done): the day it was done (default today, never in the future),
 * what it cost and notes. The next due date moves one period on from that day; a one-off is then done.
 */
export const completeMaintenanceItemBody = z
  .object({
    completedOn: z.iso.date({ error: 'Done on must be a date' }).optional(),
    costCents: amountCents('Cost').nullish(),
    notes: optionalText('Notes', 1000),
  })
  .strict();
export type CompleteMaintenanceItemBody = z.input<typeof completeMaintenanceItemBody>;

/** One Mark Done, kept when the item is deleted (its name and category are copied). */
export const maintenanceLog = z.object({
  id: z.number().int(),
  itemId: z.number().int().nullable(),
  itemName: z.string(),
  category: maintenanceCategory,
  completedOn: z.string(),
  completedAt: z.string(),
  completedById: z.number().int().nullable(),
  costCents: z.number().int().nullable(),
  notes: z.string().nullable(),
});
export type MaintenanceLog = z.infer<typeof maintenanceLog>;

/** GET /api/maintenance-items/history: newest first, with the count and cost of everything the filters match. */
export const maintenanceHistoryPage = pageOf(maintenanceLog).extend({
  totals: z.object({ count: z.number().int(), costCents: z.number().int() }),
});
export type MaintenanceHistoryPage = z.infer<typeof maintenanceHistoryPage>;

export const maintenanceHistoryQuery = pageQueryWith({ defaultLimit: 50, maxLimit: 200 })
  .extend({
    itemId: z.coerce
      .number({ error: 'itemId must be an id' })
      .int()
      .positive('itemId must be an id')
      .optional(),
    category: maintenanceCategory.optional(),
    completedById: z.coerce
      .number({ error: 'completedById must be an id' })
      .int()
      .positive('completedById must be an id')
      .optional(),
    from: z.iso.date({ error: 'From must be a date' }).optional(),
    to: z.iso.date({ error: 'To must be a date' }).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'From must be on or before To',
    path: ['to'],
  });
export type MaintenanceHistoryQuery = z.input<typeof maintenanceHistoryQuery>;

/** The answer of Mark Done: the item as it now stands and the entry written. */
export const completeMaintenanceItemAnswer = z.object({ item: maintenanceItem, entry: maintenanceLog });
export type CompleteMaintenanceItemAnswer = z.infer<typeof completeMaintenanceItemAnswer>;

const endpoint = endpointsFor('home', 'maintenance-items');
const itemId = { id: pathId('Maintenance item') };

/** Home maintenance (spec 001 §6): repeating jobs, their completions and the history. */
export const maintenanceEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/maintenance-items',
    summary: 'Maintenance jobs, next due first, a page at a time',
    query: maintenanceItemQuery,
    response: maintenanceItemPage,
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/maintenance-items/history',
    summary: 'What was done, when and by whom, filtered, a page at a time',
    query: maintenanceHistoryQuery,
    response: maintenanceHistoryPage,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/maintenance-items',
    summary: 'Add a maintenance job',
    body: createMaintenanceItemBody,
    response: maintenanceItem,
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/maintenance-items/:id',
    summary: 'Edit a maintenance job',
    params: itemId,
    body: updateMaintenanceItemBody,
    response: maintenanceItem,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/maintenance-items/:id',
    summary: 'Delete a maintenance job',
    params: itemId,
  }),
  complete: endpoint({
    method: 'POST',
    path: '/api/maintenance-items/:id/complete',
    summary: 'Record a job done: the next due date moves on',
    params: itemId,
    // May be sent without a body.
    body: completeMaintenanceItemBody.prefault({}),
    response: z.object({ item: maintenanceItem, entry: maintenanceLog }),
  }),
};
