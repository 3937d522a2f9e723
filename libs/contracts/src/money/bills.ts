import { z } from 'zod';
import { amountCents } from './money';
import { pageOf, pageQueryWith } from '../paging';
import { endpointsFor } from '../endpoint';
import { pathId } from '../path-id';
import { recordEndpoints } from '../record-endpoints';

/*
 * Bills and household subscriptions (/bills; spec 001 §3 bills and the household half of subscriptions, §4, §9).
 * Amounts are integer cents. A bill's account number is stored encrypted and only ever answered masked.
 */

export const billFrequencies = ['weekly', 'monthly', 'quarterly', 'yearly'] as const;
export const billFrequency = z.enum(billFrequencies, {
  error: 'Frequency must be one of weekly, monthly, quarterly, yearly',
});
export type BillFrequency = z.infer<typeof billFrequency>;

export const billStatuses = ['unpaid', 'paid'] as const;
export type BillStatus = (typeof billStatuses)[number];

/** Spec 001 §9: bill reminder 3 days; subscription reminder 7 days. */
export const BILL_REMINDER_DAYS = 3;
export const SUBSCRIPTION_REMINDER_DAYS = 7;

export const BILL_ALREADY_PAID = 'This bill is already paid';

/** Where an unpaid bill stands today: overdue, due within its reminder days, or later. */
export const billDueStates = ['overdue', 'due-soon', 'upcoming', 'paid'] as const;
export type BillDueState = (typeof billDueStates)[number];

export const bill = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  amountCents: z.number().int(),
  dueDate: z.string(),
  category: z.string().nullable(),
  payee: z.string().nullable(),
  /** "••••6789": the stored number is encrypted and never answered whole. */
  accountNumberMasked: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  status: z.enum(billStatuses),
  isPaid: z.boolean(),
  paidDate: z.string().nullable(),
  isRecurring: z.boolean(),
  recurringFrequency: billFrequency,
  reminderDays: z.number().int(),
  dueState: z.enum(billDueStates),
  /** The bill this one follows (made when that one was paid). */
  previousBillId: z.number().int().nullable(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Bill = z.infer<typeof bill>;

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const billFields = {
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be at most 200 characters'),
  description: text('Description', 2000),
  amountCents: amountCents('Amount', { min: 1 }),
  dueDate: z.iso.date({ error: 'Due date is required' }),
  category: text('Category', 100),
  payee: text('Payee', 200),
  accountNumber: z
    .string()
    .trim()
    .max(64, 'Account number must be at most 64 characters')
    .nullish()
    .transform((v) => (v ? v : null)),
  paymentMethod: text('Payment method', 100),
  isRecurring: z.boolean({ error: 'Recurring must be true or false' }),
  recurringFrequency: billFrequency,
  reminderDays: z
    .number({ error: 'Reminder days must be a whole number from 0 to 60' })
    .int('Reminder days must be a whole number from 0 to 60')
    .min(0, 'Reminder days must be a whole number from 0 to 60')
    .max(60, 'Reminder days must be a whole number from 0 to 60'),
};

/** POST /api/bills — recurring monthly with a 3-day reminder unless said otherwise (spec 001 §3, §9). */
export const createBillBody = z.object({
  ...billFields,
  isRecurring: billFields.isRecurring.default(true),
  recurringFrequency: billFields.recurringFrequency.default('monthly'),
  reminderDays: billFields.reminderDays.default(BILL_REMINDER_DAYS),
});
export type CreateBillBody = z.input<typeof createBillBody>;

/** PATCH /api/bills/{id} — any of the fields; an empty account number removes it. */
export const updateBillBody = z.object(billFields).partial();
export type UpdateBillBody = z.input<typeof updateBillBody>;

/** POST /api/bills/{id}/pay — Mark Paid; the paid date defaults to today. */
export const payBillBody = z.object({
  paidDate: z.iso.date({ error: 'Paid date must be a date like 2026-11-23' }).optional(),
});
export type PayBillBody = z.input<typeof payBillBody>;

/** Its answer: the paid bill and, for a recurring one, the next bill it created. */
export const payBillAnswer = z.object({ bill, nextBill: bill.nullable() });
export type PayBillAnswer = z.infer<typeof payBillAnswer>;

/** GET /api/bills?view=…: unpaid (by due date), overdue, due-soon, or paid (latest first). */
export const billViews = ['unpaid', 'overdue', 'due-soon', 'paid', 'all'] as const;
export const billPageQuery = pageQueryWith({ defaultLimit: 50, maxLimit: 200 }).extend({
  view: z
    .enum(billViews, { error: 'View must be one of unpaid, overdue, due-soon, paid, all' })
    .default('unpaid'),
});
export const billPage = pageOf(bill);
export type BillPage = z.infer<typeof billPage>;

/** GET /api/bills/summary — computed in SQL. */
export const billSummary = z.object({
  overdueCount: z.number().int(),
  overdueCents: z.number().int(),
  dueSoonCount: z.number().int(),
  dueSoonCents: z.number().int(),
  unpaidCount: z.number().int(),
  unpaidCents: z.number().int(),
});
export type BillSummary = z.infer<typeof billSummary>;

export const householdSubscriptionStatuses = ['active', 'cancelled'] as const;

export const householdSubscription = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  amountCents: z.number().int(),
  category: z.string().nullable(),
  provider: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  billingCycle: billFrequency,
  nextBillingDate: z.string(),
  autoRenew: z.boolean(),
  status: z.enum(householdSubscriptionStatuses),
  paymentMethod: z.string().nullable(),
  reminderDays: z.number().int(),
  /** What it costs a year at its cycle (weekly × 52, monthly × 12, quarterly × 4). */
  yearlyCents: z.number().int(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HouseholdSubscription = z.infer<typeof householdSubscription>;

const subscriptionFields = {
  title: billFields.title,
  description: billFields.description,
  amountCents: amountCents('Amount', { min: 1 }),
  category: text('Category', 100),
  provider: text('Provider', 200),
  startDate: z.iso.date({ error: 'Start date must be a date like 2026-11-23' }).nullish(),
  endDate: z.iso.date({ error: 'End date must be a date like 2026-11-23' }).nullish(),
  billingCycle: billFrequency,
  nextBillingDate: z.iso.date({ error: 'Next billing date is required' }),
  autoRenew: z.boolean({ error: 'Auto-renew must be true or false' }),
  status: z.enum(householdSubscriptionStatuses, { error: 'Status must be active or cancelled' }),
  paymentMethod: text('Payment method', 100),
  reminderDays: billFields.reminderDays,
};

/** POST /api/household-subscriptions — monthly, auto-renewing, active, 7-day reminder unless said otherwise. */
export const createHouseholdSubscriptionBody = z.object({
  ...subscriptionFields,
  billingCycle: subscriptionFields.billingCycle.default('monthly'),
  autoRenew: subscriptionFields.autoRenew.default(true),
  status: subscriptionFields.status.default('active'),
  reminderDays: subscriptionFields.reminderDays.default(SUBSCRIPTION_REMINDER_DAYS),
});
export type CreateHouseholdSubscriptionBody = z.input<typeof createHouseholdSubscriptionBody>;

export const updateHouseholdSubscriptionBody = z.object(subscriptionFields).partial();
export type UpdateHouseholdSubscriptionBody = z.input<typeof updateHouseholdSubscriptionBody>;

export const householdSubscriptionPageQuery = pageQueryWith({ defaultLimit: 50, maxLimit: 200 });
export const householdSubscriptionPage = pageOf(householdSubscription);
export type HouseholdSubscriptionPage = z.infer<typeof householdSubscriptionPage>;

/** GET /api/household-subscriptions/summary — the active subscriptions' cost, computed in SQL. */
export const householdSubscriptionSummary = z.object({
  activeCount: z.number().int(),
  yearlyCents: z.number().int(),
  monthlyCents: z.number().int(),
});
export type HouseholdSubscriptionSummary = z.infer<typeof householdSubscriptionSummary>;

/** How many times a year a cycle bills. */
export const cyclesPerYear: Record<BillFrequency, number> = {
  weekly: 52,
  monthly: 12,
  quarterly: 4,
  yearly: 1,
};

/** The date one cycle after `isoDate` (month ends clamp: Jan 31 → Feb 28), YYYY-MM-DD. */
export function nextDueDate(isoDate: string, frequency: BillFrequency): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  if (frequency === 'weekly') {
    const next = new Date(Date.UTC(y, m - 1, d + 7));
    return next.toISOString().slice(0, 10);
  }
  const months = frequency === 'monthly' ? 1 : frequency === 'quarterly' ? 3 : 12;
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** "••••6789" for an account number (all of it hidden when it has four characters or fewer). */
export function maskAccountNumber(accountNumber: string | null): string | null {
  if (!accountNumber) return null;
  const visible = accountNumber.length > 4 ? accountNumber.slice(-4) : '';
  return `••••${visible}`;
}

const billEndpoint = endpointsFor('money', 'bills');
const billId = { id: pathId('Bill') };

const billRecord = recordEndpoints('money', 'bills', 'bills', {
  label: 'Bill',
  summaries: {
    list: 'Bills of one view (unpaid, overdue, due soon, paid), a page at a time',
  },
  item: bill,
  create: createBillBody,
  update: updateBillBody,
  query: billPageQuery,
  page: billPage,
});

/** Bills (spec 001 §5): paying one moves a repeating bill on to its next due date. */
export const billEndpoints = {
  list: billRecord.list,
  summary: billEndpoint({
    method: 'GET',
    path: '/api/bills/summary',
    summary: 'What is due this month, overdue and paid',
    response: billSummary,
  }),
  get: billRecord.get,
  create: billRecord.create,
  update: billRecord.update,
  pay: billEndpoint({
    method: 'POST',
    path: '/api/bills/:id/pay',
    summary: 'Mark a bill paid (a repeating one gets its next bill)',
    params: billId,
    // May be sent without a body.
    body: payBillBody.prefault({}),
    response: payBillAnswer,
  }),
  remove: billRecord.remove,
};

const subscriptionEndpoint = endpointsFor('money', 'household-subscriptions');
const subscriptionId = { id: pathId('Subscription') };

/** The household's subscriptions (streaming, memberships…) with their renewals. */
export const householdSubscriptionEndpoints = {
  list: subscriptionEndpoint({
    method: 'GET',
    path: '/api/household-subscriptions',
    summary: "The household's subscriptions, next renewal first, a page at a time",
    query: householdSubscriptionPageQuery,
    response: householdSubscriptionPage,
  }),
  summary: subscriptionEndpoint({
    method: 'GET',
    path: '/api/household-subscriptions/summary',
    summary: 'What the subscriptions cost a month and a year',
    response: householdSubscriptionSummary,
  }),
  create: subscriptionEndpoint({
    method: 'POST',
    path: '/api/household-subscriptions',
    summary: 'Add a subscription',
    body: createHouseholdSubscriptionBody,
    response: householdSubscription,
    status: 201,
  }),
  update: subscriptionEndpoint({
    method: 'PATCH',
    path: '/api/household-subscriptions/:id',
    summary: 'Edit a subscription',
    params: subscriptionId,
    body: updateHouseholdSubscriptionBody,
    response: householdSubscription,
  }),
  renew: subscriptionEndpoint({
    method: 'POST',
    path: '/api/household-subscriptions/:id/renew',
    summary: 'Record a renewal: the next renewal date moves on one period',
    params: subscriptionId,
    response: householdSubscription,
  }),
  remove: subscriptionEndpoint({
    method: 'DELETE',
    path: '/api/household-subscriptions/:id',
    summary: 'Delete a subscription',
    params: subscriptionId,
  }),
};
