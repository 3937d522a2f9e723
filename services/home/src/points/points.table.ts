import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PointsEntryKind } from '@familyhub/contracts';
import { home } from '../pg-schema';

/**
 * The points ledger (ADR 0013): one row per change of a member's points. A chore's points are one row per
 * assignment and a reward's hold or refund one row per redemption (unique indexes), so a retried or concurrent
 * verify can never award twice.
 */
export const pointsLedger = home.table(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    memberId: integer('member_id').notNull(),
    points: integer('points').notNull(),
    kind: text('kind').$type<PointsEntryKind>().notNull(),
    reason: text('reason').notNull(),
    choreAssignmentId: integer('chore_assignment_id'),
    rewardRedemptionId: integer('reward_redemption_id'),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_ledger_family_id_member_id_id_idx').on(t.familyId, t.memberId, t.id),
    uniqueIndex('points_ledger_chore_assignment_id_idx')
      .on(t.choreAssignmentId)
      .where(sql`${t.choreAssignmentId} is not null`),
    uniqueIndex('points_ledger_reward_redemption_id_kind_idx')
      .on(t.rewardRedemptionId, t.kind)
      .where(sql`${t.rewardRedemptionId} is not null`),
    check(
      'points_ledger_kind_check',
      sql`${t.kind} in ('chore', 'reward', 'refund', 'adjustment', 'allowance')`,
    ),
  ],
);
export type PointsEntryRow = typeof pointsLedger.$inferSelect;

/**
 * The ledger's running sum per member, kept in the same transaction as each ledger row. Its row lock serialises
 * two spends of one member, and its CHECK makes a negative balance impossible even for a bug.
 */
export const pointBalances = home.table(
  'point_balances',
  {
    familyId: integer('family_id').notNull(),
    memberId: integer('member_id').notNull(),
    balance: integer('balance').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.familyId, t.memberId] }),
    check('point_balances_balance_check', sql`${t.balance} >= 0`),
  ],
);

/**
 * Points turned into allowance money, one row per money-side conversion (its key). `spent` took the points (one
 * `allowance` ledger row); `cancelled` gave them back (one `refund` row) or — when it was cancelled before any spend
 * arrived — makes sure a late spend with that key never lands. The row lock orders a spend and a cancel of one key.
 */
export const pointConversions = home.table(
  'point_conversions',
  {
    familyId: integer('family_id').notNull(),
    key: text('key').notNull(),
    memberId: integer('member_id').notNull(),
    points: integer('points').notNull(),
    status: text('status').$type<'spent' | 'cancelled'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.familyId, t.key] }),
    check('point_conversions_status_check', sql`${t.status} in ('spent', 'cancelled')`),
    check('point_conversions_points_check', sql`${t.points} > 0`),
  ],
);
export type PointConversionRow = typeof pointConversions.$inferSelect;
