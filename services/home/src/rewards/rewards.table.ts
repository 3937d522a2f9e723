import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { RedemptionStatus } from '@familyhub/contracts';
import { home } from '../pg-schema';

export const rewards = home.table(
  'rewards',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    pointsCost: integer('points_cost').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rewards_family_id_points_cost_idx').on(t.familyId, t.pointsCost, t.id),
    check('rewards_points_cost_check', sql`${t.pointsCost} > 0`),
  ],
);
export type RewardRow = typeof rewards.$inferSelect;

export const rewardRedemptions = home.table(
  'reward_redemptions',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => rewards.id),
    /** Null once the member left the family (ADR 0006). */
    redeemedById: integer('redeemed_by_id'),
    redeemedDate: timestamp('redeemed_date', { withTimezone: true }).notNull().defaultNow(),
    pointsSpent: integer('points_spent').notNull(),
    status: text('status').$type<RedemptionStatus>().notNull().default('pending'),
    approvedById: integer('approved_by_id'),
  },
  (t) => [
    index('reward_redemptions_family_id_id_idx').on(t.familyId, t.id),
    index('reward_redemptions_family_id_status_idx').on(t.familyId, t.status),
    check('reward_redemptions_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);
export type RewardRedemptionRow = typeof rewardRedemptions.$inferSelect;
