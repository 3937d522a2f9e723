import { z } from 'zod';
import { pageOf, pageQuery } from '../paging';
import { endpointsFor } from '../endpoint';
import { pathId } from '../path-id';

export * from './reward-rules';

/** One reward as the home service answers it (GET /api/rewards). */
export const reward = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  pointsCost: z.number().int(),
  isActive: z.boolean(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Reward = z.infer<typeof reward>;
export const rewardPage = pageOf(reward);
export type RewardPage = z.infer<typeof rewardPage>;

/** GET /api/rewards?includeInactive=true (Manage Rewards); the cheapest first. */
export const rewardListQuery = pageQuery.extend({
  includeInactive: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type RewardListQuery = z.input<typeof rewardListQuery>;

const rewardFields = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(120, 'Title must be at most 120 characters'),
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters').nullish(),
  pointsCost: z.coerce
    .number({ error: 'Points cost must be a whole number from 1 to 100000' })
    .int('Points cost must be a whole number from 1 to 100000')
    .min(1, 'Points cost must be a whole number from 1 to 100000')
    .max(100000, 'Points cost must be a whole number from 1 to 100000'),
  isActive: z.boolean().default(true),
});

/** POST /api/rewards. */
export const createRewardBody = rewardFields;
export type CreateRewardBody = z.input<typeof createRewardBody>;

/** PATCH /api/rewards/{id} (deactivate: `{ isActive: false }`). */
export const updateRewardBody = z
  .object({
    title: rewardFields.shape.title.optional(),
    description: rewardFields.shape.description,
    pointsCost: rewardFields.shape.pointsCost.optional(),
    isActive: z.boolean().optional(),
  })
  .refine((changes) => Object.keys(changes).length > 0, { message: 'Nothing to change' });
export type UpdateRewardBody = z.input<typeof updateRewardBody>;

/** 001 §4: pending, then approved or rejected. */
export const redemptionStatuses = ['pending', 'approved', 'rejected'] as const;
export const redemptionStatus = z.enum(redemptionStatuses);
export type RedemptionStatus = z.infer<typeof redemptionStatus>;

export const rewardRedemption = z.object({
  id: z.number().int(),
  rewardId: z.number().int(),
  rewardTitle: z.string(),
  redeemedById: z.number().int().nullable(),
  redeemedDate: z.string(),
  /** Held from the balance while pending; spent once approved; refunded when rejected. */
  pointsSpent: z.number().int(),
  status: redemptionStatus,
  /** Who approved or rejected it. */
  approvedById: z.number().int().nullable(),
});
export type RewardRedemption = z.infer<typeof rewardRedemption>;
export const rewardRedemptionPage = pageOf(rewardRedemption);
export type RewardRedemptionPage = z.infer<typeof rewardRedemptionPage>;

/** GET /api/reward-redemptions?redeemedById=&status= (a child sees only their own), newest first. */
export const redemptionListQuery = pageQuery.extend({
  redeemedById: z.coerce.number().int().positive().optional(),
  status: redemptionStatus.optional(),
});
export type RedemptionListQuery = z.input<typeof redemptionListQuery>;

const rewardEndpoint = endpointsFor('home', 'rewards');
const redemptionEndpoint = endpointsFor('home', 'reward-redemptions');
const rewardId = { id: pathId('Reward') };
const redemptionId = { id: pathId('Reward redemption') };

/** Rewards bought with points, and the redemptions a parent approves (spec 001 §6). */
export const rewardEndpoints = {
  list: rewardEndpoint({
    method: 'GET',
    path: '/api/rewards',
    summary: 'Rewards (inactive ones too when asked), a page at a time',
    query: rewardListQuery,
    response: rewardPage,
  }),
  create: rewardEndpoint({
    method: 'POST',
    path: '/api/rewards',
    summary: 'Add a reward',
    body: createRewardBody,
    response: reward,
    status: 201,
  }),
  update: rewardEndpoint({
    method: 'PATCH',
    path: '/api/rewards/:id',
    summary: 'Edit a reward, or retire it',
    params: rewardId,
    body: updateRewardBody,
    response: reward,
  }),
  redeem: rewardEndpoint({
    method: 'POST',
    path: '/api/rewards/:id/redeem',
    summary: 'Spend points on a reward (a parent approves it)',
    params: rewardId,
    response: rewardRedemption,
    status: 201,
  }),
  redemptions: redemptionEndpoint({
    method: 'GET',
    path: '/api/reward-redemptions',
    summary: 'Redemptions by member and status, a page at a time',
    query: redemptionListQuery,
    response: rewardRedemptionPage,
  }),
  approve: redemptionEndpoint({
    method: 'POST',
    path: '/api/reward-redemptions/:id/approve',
    summary: 'Approve a redemption',
    params: redemptionId,
    response: rewardRedemption,
  }),
  reject: redemptionEndpoint({
    method: 'POST',
    path: '/api/reward-redemptions/:id/reject',
    summary: 'Reject a redemption: the points go back',
    params: redemptionId,
    response: rewardRedemption,
  }),
};
