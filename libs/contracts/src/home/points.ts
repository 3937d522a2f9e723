import { z } from 'zod';
import { pageOf, pageQuery } from '../paging';
import { endpointsFor } from '../endpoint';

/**
 * The points ledger (docs/adr/0013-points-ledger-in-home.md): every change of a member's points is one row;
 * the balance is their sum and never below zero. `users.points` of 001 §3 is this balance.
 */
export const pointsEntryKinds = ['chore', 'reward', 'refund', 'adjustment', 'allowance'] as const;
export const pointsEntryKind = z.enum(pointsEntryKinds);
export type PointsEntryKind = z.infer<typeof pointsEntryKind>;

export const pointsEntry = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  /** Positive earns, negative spends (a reward's hold is spent until a rejection refunds it). */
  points: z.number().int(),
  kind: pointsEntryKind,
  /** Chore title, reward title or the parent's reason. */
  reason: z.string(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
});
export type PointsEntry = z.infer<typeof pointsEntry>;
export const pointsEntryPage = pageOf(pointsEntry);
export type PointsEntryPage = z.infer<typeof pointsEntryPage>;

/** GET /api/points/ledger?memberId= (a child sees only their own). */
export const pointsLedgerQuery = pageQuery.extend({
  memberId: z.coerce.number().int().positive().optional(),
});

/** One member's points: what they can spend, and what waits on a parent's approval. */
export const pointsBalance = z.object({
  memberId: z.number().int(),
  /** The ledger's sum: spendable now. */
  balance: z.number().int(),
  /** Held by pending redemptions (already taken off the balance). */
  held: z.number().int(),
});
export type PointsBalance = z.infer<typeof pointsBalance>;

/** GET /api/points: every member of the family (a child: only their own). */
export const pointsBalances = z.object({ members: z.array(pointsBalance) });
export type PointsBalances = z.infer<typeof pointsBalances>;

/** POST /api/points/adjustments: a parent or admin adds or takes points, saying why. */
export const adjustPointsBody = z.object({
  memberId: z.number({ error: 'Choose a member' }).int().positive('Choose a member'),
  points: z.coerce
    .number({ error: 'Points must be a whole number other than 0' })
    .int('Points must be a whole number other than 0')
    .min(-100000, 'Points must be between -100000 and 100000')
    .max(100000, 'Points must be between -100000 and 100000')
    .refine((n) => n !== 0, 'Points must be a whole number other than 0'),
  reason: z
    .string({ error: 'Reason is required' })
    .trim()
    .min(1, 'Reason is required')
    .max(200, 'Reason must be at most 200 characters'),
});
export type AdjustPointsBody = z.input<typeof adjustPointsBody>;

/**
 * Points turned into allowance money (money → home, signed service to service: `POST /internal/points/conversions`
 * spends, `…/cancel` gives back). The key is the money service's conversion; a second spend with the same key
 * answers the first, and a cancelled key never spends, so neither a retry nor a late duplicate takes points twice.
 */
export const pointsConversionBody = z.object({
  key: z.string().trim().min(1, 'Key is required').max(100),
  memberId: z.number().int().positive(),
  points: z.number().int().min(1).max(100000),
  /** Who asked (the parent in money), for the ledger. */
  createdById: z.number().int().positive().nullable(),
});
export type PointsConversionBody = z.infer<typeof pointsConversionBody>;

export const pointsConversionAnswer = z.object({
  key: z.string(),
  memberId: z.number().int(),
  points: z.number().int(),
  status: z.enum(['spent', 'cancelled']),
  /** The member's balance after it. */
  balance: z.number().int(),
});
export type PointsConversionAnswer = z.infer<typeof pointsConversionAnswer>;

const endpoint = endpointsFor('home', 'points');

/** What an adjustment answers: the member's new balance. */
export const adjustPointsAnswer = z.object({ memberId: z.number().int(), balance: z.number().int() });

/** Reward points (ADR 0013): balances, the ledger and a parent's adjustments. */
export const pointsEndpoints = {
  balances: endpoint({
    method: 'GET',
    path: '/api/points',
    summary: "Each member's points balance (a child: their own)",
    response: pointsBalances,
  }),
  ledger: endpoint({
    method: 'GET',
    path: '/api/points/ledger',
    summary: "A member's points ledger, newest first, a page at a time",
    query: pointsLedgerQuery,
    response: pointsEntryPage,
  }),
  adjust: endpoint({
    method: 'POST',
    path: '/api/points/adjustments',
    summary: "A parent's adjustment of a member's points, with a reason",
    body: adjustPointsBody,
    response: adjustPointsAnswer,
    status: 201,
  }),
};
