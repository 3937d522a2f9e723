import { z } from 'zod';
import { pageOf, pageQuery } from '../paging';
import { householdAmount } from './pantry-items';
import { endpointsFor } from '../endpoint';
import { pathId } from '../path-id';
import { recordEndpoints } from '../record-endpoints';

export * from './essential-rules';

/*
 * Household essentials (issue #14; spec 001 §3 essential_items): the consumables a home must not run out of —
 * toilet paper, detergent, batteries. A reorder threshold (default 1, 001 §9), a reminder interval (default 30
 * days, 001 §9) and, with auto-reorder on, a line on planning's shopping list when stock falls to the threshold.
 */

/** 001 §9: reorder threshold 1, reminder interval 30 days. */
export const ESSENTIAL_DEFAULT_REORDER_THRESHOLD = 1;
export const ESSENTIAL_DEFAULT_REMINDER_DAYS = 30;

export const essentialCategories = [
  'cleaning',
  'laundry',
  'paper-goods',
  'toiletries',
  'kitchen',
  'batteries-bulbs',
  'health',
  'baby',
  'pet',
  'other',
] as const;
export const essentialCategory = z.enum(essentialCategories, { error: 'Choose a category' });
export type EssentialCategory = z.infer<typeof essentialCategory>;

/** One essential as the home service answers it (GET /api/essential-items). */
export const essentialItem = z.object({
  id: z.number().int(),
  name: z.string(),
  category: essentialCategory,
  currentQuantity: z.number(),
  unit: z.string(),
  /** Reorder when the quantity is at or below this. */
  reorderThreshold: z.number(),
  /** About how many days one unit lasts; null when unknown. */
  estimatedDurationDays: z.number().int().nullable(),
  reminderIntervalDays: z.number().int(),
  /** YYYY-MM-DD: the day the family is reminded to check it. */
  nextReminderDate: z.string().nullable(),
  isAutoReorder: z.boolean(),
  lastPurchased: z.string().nullable(),
  lastRestocked: z.string().nullable(),
  notes: z.string().nullable(),
  /** When auto-reorder last put it on the shopping list (ISO time), null since the last restock. */
  reorderedAt: z.string().nullable(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EssentialItem = z.infer<typeof essentialItem>;

/** One page of essentials by name (keyset cursor: docs/architecture.md "Settled patterns"). */
export const essentialItemPage = pageOf(essentialItem);
export type EssentialItemPage = z.infer<typeof essentialItemPage>;

/** `GET /api/essential-items?low=true`: only those at or below their threshold. */
export const essentialListQuery = pageQuery.extend({
  low: z
    .enum(['true', 'false'], { error: 'low must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});
export type EssentialListQuery = z.output<typeof essentialListQuery>;
export type EssentialListParams = z.input<typeof essentialListQuery>;

const amount = (message: string) => householdAmount(message, 100_000);
const days = (message: string, min: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(3650, message);

const essentialItemFields = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Name must be at most 120 characters'),
  category: essentialCategory.default('other'),
  currentQuantity: amount('Current quantity must be a number from 0 to 100,000').default(0),
  unit: z
    .string({ error: 'Unit is required' })
    .trim()
    .min(1, 'Unit is required')
    .max(20, 'Unit must be at most 20 characters')
    .default('pieces'),
  reorderThreshold: amount('Reorder threshold must be a number from 0 to 100,000').default(
    ESSENTIAL_DEFAULT_REORDER_THRESHOLD,
  ),
  estimatedDurationDays: days('Estimated duration must be whole days from 1 to 3650', 1).nullish(),
  reminderIntervalDays: days('Reminder interval must be whole days from 1 to 3650', 1).default(
    ESSENTIAL_DEFAULT_REMINDER_DAYS,
  ),
  /** Absent on create: today + the reminder interval. */
  nextReminderDate: z.iso.date({ error: 'Next reminder date must be a date like 2026-12-23' }).nullish(),
  isAutoReorder: z.boolean({ error: 'Auto-reorder must be on or off' }).default(false),
  lastPurchased: z.iso.date({ error: 'Last purchased must be a date like 2026-11-23' }).nullish(),
  notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters').nullish(),
});

/** POST /api/essential-items. */
export const createEssentialItemBody = essentialItemFields.strict();
export type CreateEssentialItemBody = z.input<typeof createEssentialItemBody>;

/** PATCH /api/essential-items/{id}: any subset, at least one field. */
export const updateEssentialItemBody = z
  .object({
    name: essentialItemFields.shape.name.optional(),
    category: essentialCategory.optional(),
    currentQuantity: essentialItemFields.shape.currentQuantity.removeDefault().optional(),
    unit: essentialItemFields.shape.unit.removeDefault().optional(),
    reorderThreshold: essentialItemFields.shape.reorderThreshold.removeDefault().optional(),
    estimatedDurationDays: essentialItemFields.shape.estimatedDurationDays,
    reminderIntervalDays: essentialItemFields.shape.reminderIntervalDays.removeDefault().optional(),
    nextReminderDate: essentialItemFields.shape.nextReminderDate,
    isAutoReorder: z.boolean({ error: 'Auto-reorder must be on or off' }).optional(),
    lastPurchased: essentialItemFields.shape.lastPurchased,
    notes: essentialItemFields.shape.notes,
  })
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, { message: 'Nothing to change' });
export type UpdateEssentialItemBody = z.input<typeof updateEssentialItemBody>;

/** POST /api/essential-items/{id}/restock: how many came in (1 when absent). */
export const restockEssentialBody = z
  .object({
    quantity: amount('Quantity must be a number from 0 to 100,000')
      .refine((n) => n > 0, 'Quantity must be more than 0')
      .default(1),
  })
  .strict();
export type RestockEssentialBody = z.input<typeof restockEssentialBody>;

const endpoint = endpointsFor('home', 'essential-items');
const itemId = { id: pathId('Essential item') };

const essentialItemRecord = recordEndpoints('home', 'essential-items', 'essential-items', {
  label: 'Essential item',
  noun: 'essential',
  summaries: {
    list: 'Essentials (or only those running low), a page at a time',
  },
  item: essentialItem,
  create: createEssentialItemBody,
  update: updateEssentialItemBody,
  query: essentialListQuery,
  page: essentialItemPage,
});

/** Household essentials with their stock and reorder point. */
export const essentialItemEndpoints = {
  list: essentialItemRecord.list,
  create: essentialItemRecord.create,
  get: essentialItemRecord.get,
  update: essentialItemRecord.update,
  remove: essentialItemRecord.remove,
  restock: endpoint({
    method: 'POST',
    path: '/api/essential-items/:id/restock',
    summary: 'Restock an essential (by its usual amount unless a quantity is given)',
    params: itemId,
    // May be sent without a body.
    body: restockEssentialBody.prefault({}),
    response: essentialItem,
  }),
  useOne: endpoint({
    method: 'POST',
    path: '/api/essential-items/:id/use',
    summary: 'One used: the stock goes down by one',
    offline: 'queue',
    params: itemId,
    response: essentialItem,
  }),
};
