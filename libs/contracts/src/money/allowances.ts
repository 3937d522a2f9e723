import { z } from 'zod';
import { amountCents, plainAmount } from './money';
import { pageOf, pageQueryWith } from '../paging';
import { endpointsFor } from '../endpoint';
import { pathId } from '../path-id';
import { recordEndpoints } from '../record-endpoints';

/*
 * Allowances (/allowance; spec 001 §3 allowances, allowance_transactions; §4 allowance active). One allowance per
 * child; its ledger holds the automatic credits (one per pay period, made by a scheduled job) and the manual credits
 * and debits with notes; the balance is the ledger's sum, in SQL. A child sees only their own.
 */

export const allowanceFrequencies = ['weekly', 'monthly'] as const;
export type AllowanceFrequency = (typeof allowanceFrequencies)[number];
export const allowanceStatuses = ['active', 'paused'] as const;
export type AllowanceStatus = (typeof allowanceStatuses)[number];

export const ALLOWANCE_DAY_MESSAGE = 'Weekly allowances need a weekday; monthly ones a day of the month';
export const CHILD_ONLY_MESSAGE = 'Allowances are for children of your family';

export const allowance = z.object({
  id: z.number().int(),
  childId: z.number().int(),
  amountCents: z.number().int(),
  frequency: z.enum(allowanceFrequencies),
  /** 0 = Sunday … 6 = Saturday (weekly). */
  dayOfWeek: z.number().int().nullable(),
  /** 1–28 (monthly), so every month has the day. */
  dayOfMonth: z.number().int().nullable(),
  status: z.enum(allowanceStatuses),
  autoCredit: z.boolean(),
  /** The first day a payday can fall on. */
  startsOn: z.string(),
  /** The ledger's sum. */
  balanceCents: z.number().int(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Allowance = z.infer<typeof allowance>;

const allowanceFields = {
  childId: z.number({ error: 'Child is required' }).int().positive('Child is required'),
  amountCents: amountCents('Amount', { min: 1 }),
  frequency: z.enum(allowanceFrequencies, { error: 'Frequency must be weekly or monthly' }),
  dayOfWeek: z
    .number()
    .int()
    .min(0, 'Weekday must be 0 (Sunday) to 6 (Saturday)')
    .max(6, 'Weekday must be 0 (Sunday) to 6 (Saturday)')
    .nullish(),
  dayOfMonth: z
    .number()
    .int()
    .min(1, 'Day of the month must be 1 to 28')
    .max(28, 'Day of the month must be 1 to 28')
    .nullish(),
  status: z.enum(allowanceStatuses, { error: 'Status must be active or paused' }),
  autoCredit: z.boolean({ error: 'Auto-credit must be true or false' }),
  startsOn: z.iso.date({ error: 'Start date must be a date like 2026-11-23' }),
};

const dayFitsFrequency = (b: {
  frequency?: AllowanceFrequency;
  dayOfWeek?: number | null;
  dayOfMonth?: number | null;
}) => b.frequency === undefined || (b.frequency === 'weekly' ? b.dayOfWeek != null : b.dayOfMonth != null);

/** POST /api/allowances — active with automatic credits unless said otherwise; starts today by default. */
export const createAllowanceBody = z
  .object({
    ...allowanceFields,
    status: allowanceFields.status.default('active'),
    autoCredit: allowanceFields.autoCredit.default(true),
    startsOn: allowanceFields.startsOn.optional(),
  })
  .refine(dayFitsFrequency, { message: ALLOWANCE_DAY_MESSAGE, path: ['frequency'] });
export type CreateAllowanceBody = z.input<typeof createAllowanceBody>;

/** PATCH /api/allowances/{id} — the child cannot change; a new frequency comes with its day. */
export const updateAllowanceBody = z
  .object(allowanceFields)
  .omit({ childId: true })
  .partial()
  .refine(dayFitsFrequency, { message: ALLOWANCE_DAY_MESSAGE, path: ['frequency'] });
export type UpdateAllowanceBody = z.input<typeof updateAllowanceBody>;

export const allowancePageQuery = pageQueryWith({ defaultLimit: 50, maxLimit: 200 });
export const allowancePage = pageOf(allowance);
export type AllowancePage = z.infer<typeof allowancePage>;

export const allowanceTransaction = z.object({
  id: z.number().int(),
  allowanceId: z.number().int(),
  /** Credits are positive, debits negative. */
  amountCents: z.number().int(),
  date: z.string(),
  notes: z.string().nullable(),
  isManual: z.boolean(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
});
export type AllowanceTransaction = z.infer<typeof allowanceTransaction>;

/** The 409 of a debit beyond the balance that the parent did not allow to go negative. */
export const NEGATIVE_BALANCE_CODE = 'negative_balance';
export const NEGATIVE_BALANCE_MESSAGE =
  'This debit is more than the balance: allow a negative balance to take the balance below zero';

/**
 * POST /api/allowances/{id}/transactions — a manual credit (extra) or debit (spent, deducted) with a note. A debit
 * beyond the balance is refused (409 `negative_balance`) unless the parent allows a negative balance.
 */
export const createAllowanceTransactionBody = z.object({
  kind: z.enum(['credit', 'debit'], { error: 'Say whether it is a credit or a debit' }),
  amountCents: amountCents('Amount', { min: 1 }),
  date: z.iso.date({ error: 'Date must be a date like 2026-11-23' }).optional(),
  notes: z
    .string()
    .trim()
    .max(500, 'Notes must be at most 500 characters')
    .nullish()
    .transform((v) => (v ? v : null)),
  /** The parent's explicit choice to let a debit take the balance below zero. */
  allowNegative: z.boolean({ error: 'Allow negative balance must be true or false' }).default(false),
});
export type CreateAllowanceTransactionBody = z.input<typeof createAllowanceTransactionBody>;

export const allowanceTransactionPageQuery = pageQueryWith({ defaultLimit: 50, maxLimit: 200 });
export const allowanceTransactionPage = pageOf(allowanceTransaction);
export type AllowanceTransactionPage = z.infer<typeof allowanceTransactionPage>;

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/**
 * The paydays of an allowance from `from` to `to` (YYYY-MM-DD, both included), oldest first: each weekday
 * `dayOfWeek` (weekly) or each `dayOfMonth` (monthly). A payday is also the key of its period's automatic credit.
 */
export function paydaysBetween(
  rule: { frequency: AllowanceFrequency; dayOfWeek: number | null; dayOfMonth: number | null },
  from: string,
  to: string,
): string[] {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  const days: string[] = [];
  if (rule.frequency === 'weekly') {
    if (rule.dayOfWeek == null) return days;
    const first = new Date(start);
    first.setUTCDate(first.getUTCDate() + ((rule.dayOfWeek - first.getUTCDay() + 7) % 7));
    for (let d = first; d <= end; d = new Date(d.getTime() + 7 * 86_400_000)) days.push(isoOf(d));
    return days;
  }
  if (rule.dayOfMonth == null) return days;
  let d = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), rule.dayOfMonth));
  if (d < start) d = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, rule.dayOfMonth));
  for (; d <= end; d = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, rule.dayOfMonth)))
    days.push(isoOf(d));
  return days;
}

export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/*
 * Chore points into allowance money (issue #15): the family sets a rate, "every `points` points are worth
 * `amountCents`", and a parent or admin converts a child's points in whole steps of it — no rounding, no fractions
 * of a cent. Home takes the points and money credits the allowance; if either side fails nothing changes.
 */
export const POINTS_RATE_MISSING = 'Set a points rate first';
export const pointsStepMessage = (points: number) => `Convert points in steps of ${points}`;

export const pointsRate = z.object({
  points: z
    .number({ error: 'Points must be a whole number from 1 to 10000' })
    .int('Points must be a whole number from 1 to 10000')
    .min(1, 'Points must be a whole number from 1 to 10000')
    .max(10000, 'Points must be a whole number from 1 to 10000'),
  amountCents: amountCents('Amount', { min: 1 }).max(100_00, `Amount must be at most ${plainAmount(100_00)}`),
});
export type PointsRate = z.infer<typeof pointsRate>;

/** GET /api/allowances/points-rate — null until a parent sets one (conversions are off until then). */
export const pointsRateAnswer = z.object({ rate: pointsRate.nullable() });
export type PointsRateAnswer = z.infer<typeof pointsRateAnswer>;

/** PUT /api/allowances/points-rate (parents and admins). */
export const setPointsRateBody = pointsRate;
export type SetPointsRateBody = z.input<typeof setPointsRateBody>;

/** POST /api/allowances/{id}/point-conversions — how many of the child's points to convert. */
export const convertPointsBody = z.object({
  points: z
    .number({ error: 'Points must be a whole number from 1 to 100000' })
    .int('Points must be a whole number from 1 to 100000')
    .min(1, 'Points must be a whole number from 1 to 100000')
    .max(100000, 'Points must be a whole number from 1 to 100000'),
});
export type ConvertPointsBody = z.input<typeof convertPointsBody>;

/** Its 201 answer: the conversion and the allowance credit it made. */
export const pointsConversion = z.object({
  id: z.number().int(),
  allowanceId: z.number().int(),
  points: z.number().int(),
  amountCents: z.number().int(),
  transaction: allowanceTransaction,
});
export type PointsConversion = z.infer<typeof pointsConversion>;

/** What `points` are worth at `rate`, in cents; null when they are not a whole number of steps. */
export function pointsValueCents(rate: PointsRate, points: number): number | null {
  if (!Number.isInteger(points) || points <= 0 || points % rate.points !== 0) return null;
  return (points / rate.points) * rate.amountCents;
}

const endpoint = endpointsFor('money', 'allowances');
const allowanceId = { id: pathId('Allowance') };

const allowanceRecord = recordEndpoints('money', 'allowances', 'allowances', {
  label: 'Allowance',
  summaries: {
    list: 'Allowances the caller may see (a child: their own), a page at a time',
    get: 'One allowance with its balance',
    create: "Set up a child's allowance",
    update: 'Change an allowance',
    remove: 'Delete an allowance with its ledger',
  },
  item: allowance,
  create: createAllowanceBody,
  update: updateAllowanceBody,
  query: allowancePageQuery,
  page: allowancePage,
});

/** Children's allowances (spec 001 §5), their ledgers, and turning reward points into money. */
export const allowanceEndpoints = {
  list: allowanceRecord.list,
  create: allowanceRecord.create,
  get: allowanceRecord.get,
  update: allowanceRecord.update,
  remove: allowanceRecord.remove,
  transactions: endpoint({
    method: 'GET',
    path: '/api/allowances/:id/transactions',
    summary: "An allowance's ledger, newest first, a page at a time",
    params: allowanceId,
    query: allowanceTransactionPageQuery,
    response: allowanceTransactionPage,
  }),
  addTransaction: endpoint({
    method: 'POST',
    path: '/api/allowances/:id/transactions',
    summary: 'Add money to an allowance, or spend from it',
    params: allowanceId,
    body: createAllowanceTransactionBody,
    response: allowanceTransaction,
    status: 201,
  }),
  pointsRate: endpoint({
    method: 'GET',
    path: '/api/allowances/points-rate',
    summary: "The family's rate of reward points to money (null when points cannot be converted)",
    response: pointsRateAnswer,
  }),
  setPointsRate: endpoint({
    method: 'PUT',
    path: '/api/allowances/points-rate',
    summary: "Set the family's rate of reward points to money",
    body: setPointsRateBody,
    response: pointsRateAnswer,
  }),
  convertPoints: endpoint({
    method: 'POST',
    path: '/api/allowances/:id/point-conversions',
    summary: "Turn a child's reward points into money on their allowance",
    params: allowanceId,
    body: convertPointsBody,
    response: pointsConversion,
    status: 201,
  }),
};
