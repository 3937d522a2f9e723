import { z } from 'zod';
import { alertPriority, alertTargetType } from './planning/alerts';
import { domainId } from './platform';
import { role } from './roles';
import { createTaskBody, task, taskSource } from './planning/tasks';
import { placeholdersOf, renderMessage, type MessageRef } from './i18n/render-message';

/*
 * The internal calls by which any domain service raises and clears alerts and keeps family tasks in planning
 * (docs/adr/0008-alerts-and-family-tasks-from-every-domain.md). Signed service to service; the family always comes
 * from the signed caller (a member, or a service acting for a family), never from these bodies.
 */

/** Who raises or links: the domain's id namespaces its dedupe keys and task sources. */
const domain = domainId;

/** Chosen by the domain, e.g. `document-due:12` or `dose-missed:4:2026-11-22T08:00`; printable, no spaces. */
const dedupeKey = z
  .string({ error: 'Dedupe key is required' })
  .min(1, 'Dedupe key is required')
  .max(200, 'Dedupe key must be at most 200 characters')
  .regex(/^[\x21-\x7e]+$/, 'Dedupe key must be printable characters without spaces');

const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time like 2026-11-22T18:00:00Z` });

const id = z.number().int().positive().max(2_147_483_647);

/** An IANA time zone name the runtime knows ('Europe/Berlin'). */
export const timeZoneName = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'Time zone must be an IANA name like Europe/Berlin');

/** One value of a worded sentence (`MessageParam`): family data as typed, or a date, time, number, amount or word of ours. */
const wordingParam = z.union(
  [
    z.string().max(1000),
    z.number().finite(),
    z.object({ date: z.iso.date() }).strict(),
    z
      .object({
        instant: z.iso.datetime({ offset: true }),
        timeZone: timeZoneName.optional(),
        show: z.enum(['time', 'date', 'dateTime']).optional(),
      })
      .strict(),
    z.object({ money: z.number().int().safe(), currency: z.string().regex(/^[A-Za-z]{3}$/) }).strict(),
    z.object({ phrase: z.string().min(1).max(200) }).strict(),
  ],
  { error: 'Each wording value must be text, a number, a date, a time, an amount or a phrase' },
);

/**
 * A sentence as "key + params" (`MessageRef`, issue #35): the English template, a key of the API catalogue, and the
 * values of its placeholders, so each reader gets it in their own language with the family's words untouched.
 */
export const messageRefSchema = z
  .object({
    text: z
      .string({ error: 'Wording text is required' })
      .min(1, 'Wording text is required')
      .max(300, 'Wording text must be at most 300 characters'),
    params: z
      .record(
        z.string().regex(/^\w{1,40}$/, 'Wording value names must be letters, digits or _'),
        wordingParam,
      )
      .refine((params) => Object.keys(params).length <= 20, 'At most 20 wording values')
      .optional(),
  })
  .strict()
  .refine(
    (ref) => placeholdersOf(ref.text).every((name) => ref.params?.[name] !== undefined),
    'Every placeholder of a wording text needs a value',
  );

/** An alert's title and description as "key + params"; a description left out is the stored one, shown as it is. */
export const alertWording = z
  .object({ title: messageRefSchema, description: messageRefSchema.optional() })
  .strict();
export type AlertWording = z.infer<typeof alertWording>;

/**
 * What a raise says: the English title and description (stored, searched, the digest's) rendered from their
 * wording, and the wording itself so every reader gets them in their own language. A plain description is family
 * data (a message's preview) and is shown as it is in every language.
 */
export function wordedAlert(
  title: MessageRef,
  description?: MessageRef | string | null,
): { title: string; description: string | null; wording: AlertWording } {
  const worded = typeof description === 'object' && description !== null;
  return {
    title: renderMessage(title, 'en', undefined),
    description: worded ? renderMessage(description, 'en', undefined) : (description ?? null),
    wording: worded ? { title, description } : { title },
  };
}

/** What an alert points at: View Details opens `alertTargetPath(type, id)`. */
export const alertTarget = z.object({ type: alertTargetType, id }).strict();
export type AlertTarget = z.infer<typeof alertTarget>;

/** Most recipients one raise names (a family is far smaller). */
export const MAX_ALERT_RECIPIENTS = 50;

/**
 * POST /internal/alerts — raise (or update) one alert for each recipient. Idempotent per recipient and
 * (domain, dedupeKey): raising again with the same content changes nothing, with changed content updates it
 * (a dismissed alert stays dismissed; clear it first to show it again).
 */
export const raiseAlertsBody = z
  .object({
    domain,
    dedupeKey,
    recipientIds: z
      .array(id, { error: 'Recipients are required' })
      .min(1, 'At least one recipient is required')
      .max(MAX_ALERT_RECIPIENTS, `At most ${MAX_ALERT_RECIPIENTS} recipients`),
    title: z
      .string({ error: 'Title is required' })
      .trim()
      .min(1, 'Title is required')
      .max(200, 'Title must be at most 200 characters'),
    description: z.string().trim().max(1000, 'Description must be at most 1000 characters').nullish(),
    /** The title and description as "key + params", for readers of other languages (issue #35); absent: English only. */
    wording: alertWording.optional(),
    priority: alertPriority.default('normal'),
    target: alertTarget,
    /** From when it is listed (a reminder raised ahead of time); absent: now. */
    showFrom: instant('Show from').optional(),
    /** When it stops being listed; absent or null: never. */
    expiresAt: instant('Expires at').nullish(),
    /**
     * The zone the recipients' quiet hours (e.g. 22:00–07:00) are read in; the zone of the thing reminded about
     * (a medication schedule, a school event). UTC when absent: identity keeps no zone per member yet.
     */
    timeZone: timeZoneName.default('UTC'),
  })
  .strict()
  .refine((b) => !b.expiresAt || !b.showFrom || Date.parse(b.expiresAt) > Date.parse(b.showFrom), {
    message: 'Expires at must be after show from',
    path: ['expiresAt'],
  });
export type RaiseAlertsBody = z.input<typeof raiseAlertsBody>;

/** Its 200 answer: one alert per recipient, with the time it will be listed from. */
export const raiseAlertsAnswer = z.object({
  alerts: z.array(
    z.object({
      id: z.number().int(),
      userId: z.number().int(),
      showFrom: z.string(),
      /** True when a normal alert fell in the recipient's quiet hours and waits for their end. */
      heldForQuietHours: z.boolean(),
    }),
  ),
});
export type RaiseAlertsAnswer = z.infer<typeof raiseAlertsAnswer>;

/**
 * POST /internal/alerts/clear — remove the domain's alerts (active or dismissed) by exactly one of: a dedupe key,
 * a dedupe key prefix (`document-due:12:` clears every reminder of document 12), or a target. `recipientIds`
 * narrows it to some members.
 */
export const clearAlertsBody = z
  .object({
    domain,
    dedupeKey: dedupeKey.optional(),
    dedupeKeyPrefix: dedupeKey.optional(),
    target: alertTarget.optional(),
    recipientIds: z.array(id).min(1).max(MAX_ALERT_RECIPIENTS).optional(),
  })
  .strict()
  .refine(
    (b) => [b.dedupeKey, b.dedupeKeyPrefix, b.target].filter((x) => x !== undefined).length === 1,
    'Name exactly one of dedupeKey, dedupeKeyPrefix or target',
  );
export type ClearAlertsBody = z.input<typeof clearAlertsBody>;

export const clearAlertsAnswer = z.object({ cleared: z.number().int() });
export type ClearAlertsAnswer = z.infer<typeof clearAlertsAnswer>;

/**
 * POST /internal/tasks — a family task linked back to a domain's item (a school document with a due date).
 * One task per source: posting again answers the existing task unchanged with `created: false`.
 * The assignee must be a member of the caller's family.
 */
export const createLinkedTaskBody = createTaskBody
  .pick({ title: true, description: true, priority: true, dueDate: true, assignedToId: true })
  .extend({ source: taskSource })
  .strict();
export type CreateLinkedTaskBody = z.input<typeof createLinkedTaskBody>;

export const linkedTaskAnswer = z.object({ task, created: z.boolean() });
export type LinkedTaskAnswer = z.infer<typeof linkedTaskAnswer>;

/** PATCH /internal/tasks/by-source/{domain}/{type}/{id} — tick the linked task off (or on again). */
export const setLinkedTaskCompletedBody = z
  .object({ completed: z.boolean({ error: 'Completed must be true or false' }) })
  .strict();
export type SetLinkedTaskCompletedBody = z.infer<typeof setLinkedTaskCompletedBody>;

/** Its answer, and DELETE's: the task found by its source, or null when the domain never made one. */
export const linkedTaskChangeAnswer = z.object({ task: task.nullable() });
export type LinkedTaskChangeAnswer = z.infer<typeof linkedTaskChangeAnswer>;

/**
 * GET /internal/family-members (identity) — who is in the caller's family and when each may be disturbed: what
 * a domain needs to pick recipients (a bill reminder for the admin and the parents with canViewFinances) and
 * planning to hold a normal alert through quiet hours (spec 001 §9 defaults 22:00–07:00).
 */
export const familyMemberReach = z.object({
  id: z.number().int(),
  name: z.string(),
  role,
  canViewFinances: z.boolean(),
  quietHours: z.object({ enabled: z.boolean(), start: z.string(), end: z.string() }),
});
export type FamilyMemberReach = z.infer<typeof familyMemberReach>;

/** Most items one shopping-list call carries (a week's meals need far fewer). */
export const MAX_SOURCED_SHOPPING_ITEMS = 200;

/**
 * One item a domain puts on the family's shopping list, keyed by what it stands for in that domain
 * (`ingredient:12:mass` for meal planning, `essential:4` for an essential running low).
 */
export const sourcedShoppingItem = z
  .object({
    sourceKey: dedupeKey,
    name: z
      .string({ error: 'Item name is required' })
      .trim()
      .min(1, 'Item name is required')
      .max(200, 'Item name must be at most 200 characters'),
    /** Free text as the list shows it ("250 g"); what the domain still needs, not an increment. */
    quantity: z.string().trim().max(100, 'Quantity must be at most 100 characters').nullish(),
    category: z.string().trim().max(60, 'Category must be at most 60 characters').nullish(),
    fromRecipe: z.boolean().default(false),
    recipeId: id.nullish(),
  })
  .strict();
export type SourcedShoppingItem = z.input<typeof sourcedShoppingItem>;

/**
 * POST /internal/shopping-items (planning) — put items on the family's shopping list, idempotently: an open item
 * of the same (domain, sourceKey) is updated to the new quantity; else an open item added by hand with the same
 * name (case and spaces ignored) is merged — its own quantity kept and the domain's added to it ("1 l" + "500 ml"
 * → "1.5 l"); else a new item is added. Calling again with the same items changes nothing.
 */
export const upsertShoppingItemsBody = z
  .object({
    domain,
    items: z
      .array(sourcedShoppingItem, { error: 'Items are required' })
      .min(1, 'At least one item is required')
      .max(MAX_SOURCED_SHOPPING_ITEMS, `At most ${MAX_SOURCED_SHOPPING_ITEMS} items`),
  })
  .strict()
  .refine((b) => new Set(b.items.map((i) => i.sourceKey)).size === b.items.length, {
    message: 'Each source key may appear once',
    path: ['items'],
  });
export type UpsertShoppingItemsBody = z.input<typeof upsertShoppingItemsBody>;

/** What happened to each item, in the order sent. */
export const upsertShoppingItemsAnswer = z.object({
  items: z.array(
    z.object({
      sourceKey: z.string(),
      id: z.number().int(),
      outcome: z.enum(['added', 'updated', 'merged', 'unchanged']),
      quantity: z.string().nullable(),
    }),
  ),
});
export type UpsertShoppingItemsAnswer = z.infer<typeof upsertShoppingItemsAnswer>;
