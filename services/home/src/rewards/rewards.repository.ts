import { and, asc, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Page, RedemptionStatus } from '@familyhub/contracts';
import { keysetCursor, type Database } from '@familyhub/server-kit';
import type { HomeSchema } from '../schema';
import { postPoints } from '../points';
import { rewardRedemptions, rewards, type RewardRedemptionRow, type RewardRow } from './rewards.table';

export type NewReward = Omit<typeof rewards.$inferInsert, 'id' | 'familyId' | 'createdAt'>;
export type RewardChanges = Partial<Omit<NewReward, 'createdById'>>;

/** Cheapest first: the cursor carries the cost and id of the last reward of a page. */
export const rewardCursor = keysetCursor(
  z.object({ cost: z.number().int(), id: z.number().int().positive() }),
);
export const redemptionCursor = keysetCursor(z.object({ id: z.number().int().positive() }));

export interface RedemptionWithReward extends RewardRedemptionRow {
  rewardTitle: string;
}

const redemptionColumns = {
  id: rewardRedemptions.id,
  familyId: rewardRedemptions.familyId,
  rewardId: rewardRedemptions.rewardId,
  redeemedById: rewardRedemptions.redeemedById,
  redeemedDate: rewardRedemptions.redeemedDate,
  pointsSpent: rewardRedemptions.pointsSpent,
  status: rewardRedemptions.status,
  approvedById: rewardRedemptions.approvedById,
  rewardTitle: rewards.title,
};

/** Every statement names the family. */
export function createRewardsRepository(db: Database<HomeSchema>) {
  const ofFamily = (familyId: number, id: number) => and(eq(rewards.familyId, familyId), eq(rewards.id, id));
  const redemptionOf = (familyId: number, id: number) =>
    and(eq(rewardRedemptions.familyId, familyId), eq(rewardRedemptions.id, id));

  async function findRedemption(familyId: number, id: number): Promise<RedemptionWithReward | undefined> {
    const [row] = await db
      .select(redemptionColumns)
      .from(rewardRedemptions)
      .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
      .where(redemptionOf(familyId, id));
    return row;
  }

  return {
    findRedemption,

    async list(
      familyId: number,
      { cursor, limit, includeInactive }: { cursor?: string; limit: number; includeInactive: boolean },
    ): Promise<Page<RewardRow>> {
      const after = rewardCursor.decode(cursor);
      const rows = await db
        .select()
        .from(rewards)
        .where(
          and(
            eq(rewards.familyId, familyId),
            includeInactive ? undefined : eq(rewards.isActive, true),
            after
              ? or(
                  gt(rewards.pointsCost, after.cost),
                  and(eq(rewards.pointsCost, after.cost), gt(rewards.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(asc(rewards.pointsCost), asc(rewards.id))
        .limit(limit + 1);
      return rewardCursor.page(rows, limit, (row) => ({ cost: row.pointsCost, id: row.id }));
    },

    async find(familyId: number, id: number): Promise<RewardRow | undefined> {
      const [row] = await db.select().from(rewards).where(ofFamily(familyId, id));
      return row;
    },

    async insert(familyId: number, values: NewReward): Promise<RewardRow> {
      const [row] = await db
        .insert(rewards)
        .values({ ...values, familyId })
        .returning();
      return row;
    },

    async update(familyId: number, id: number, changes: RewardChanges): Promise<RewardRow | undefined> {
      const [row] = await db.update(rewards).set(changes).where(ofFamily(familyId, id)).returning();
      return row;
    },

    async redemptions(
      familyId: number,
      filter: { redeemedById?: number; status?: RedemptionStatus; cursor?: string; limit: number },
    ): Promise<Page<RedemptionWithReward>> {
      const after = redemptionCursor.decode(filter.cursor);
      const rows = await db
        .select(redemptionColumns)
        .from(rewardRedemptions)
        .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
        .where(
          and(
            eq(rewardRedemptions.familyId, familyId),
            filter.redeemedById === undefined
              ? undefined
              : eq(rewardRedemptions.redeemedById, filter.redeemedById),
            filter.status === undefined ? undefined : eq(rewardRedemptions.status, filter.status),
            after ? lt(rewardRedemptions.id, after.id) : undefined,
          ),
        )
        .orderBy(desc(rewardRedemptions.id))
        .limit(filter.limit + 1);
      return redemptionCursor.page(rows, filter.limit, (row) => ({ id: row.id }));
    },

    /** Points held by pending redemptions, per member. */
    async held(familyId: number): Promise<Map<number, number>> {
      const rows = await db
        .select({
          memberId: rewardRedemptions.redeemedById,
          held: sql<string>`sum(${rewardRedemptions.pointsSpent})`,
        })
        .from(rewardRedemptions)
        .where(and(eq(rewardRedemptions.familyId, familyId), eq(rewardRedemptions.status, 'pending')))
        .groupBy(rewardRedemptions.redeemedById);
      return new Map(
        rows.filter((r) => r.memberId !== null).map((r) => [r.memberId as number, Number(r.held)]),
      );
    },

    /**
     * The redemption and its hold on the balance in one transaction: the balance row's lock makes a second
     * redemption at the same moment wait, then find the points gone (409, nothing written).
     */
    async redeem(familyId: number, reward: RewardRow, memberId: number, now: Date): Promise<number> {
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Database<HomeSchema>;
        const [row] = await tx
          .insert(rewardRedemptions)
          .values({
            familyId,
            rewardId: reward.id,
            redeemedById: memberId,
            redeemedDate: now,
            pointsSpent: reward.pointsCost,
          })
          .returning({ id: rewardRedemptions.id });
        await postPoints(tx, {
          familyId,
          memberId,
          points: -reward.pointsCost,
          kind: 'reward',
          reason: reward.title,
          rewardRedemptionId: row.id,
          createdById: memberId,
        });
        return row.id;
      });
    },

    /**
     * pending → approved (the hold stays spent) or rejected (refunded), exactly once. Null when decided here;
     * otherwise the state another decision left it in (read after that one's commit, never the stale pending).
     */
    async decide(
      familyId: number,
      id: number,
      by: number,
      approve: boolean,
    ): Promise<RedemptionStatus | null> {
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Database<HomeSchema>;
        const [row] = await tx
          .update(rewardRedemptions)
          .set({ status: approve ? 'approved' : 'rejected', approvedById: by })
          .where(and(redemptionOf(familyId, id), eq(rewardRedemptions.status, 'pending')))
          .returning();
        if (!row) {
          const [current] = await tx
            .select({ status: rewardRedemptions.status })
            .from(rewardRedemptions)
            .where(redemptionOf(familyId, id));
          return current?.status ?? 'pending';
        }
        if (!approve && row.redeemedById !== null) {
          const [reward] = await tx
            .select({ title: rewards.title })
            .from(rewards)
            .where(eq(rewards.id, row.rewardId));
          await postPoints(tx, {
            familyId,
            memberId: row.redeemedById,
            points: row.pointsSpent,
            kind: 'refund',
            reason: reward?.title ?? 'Reward',
            rewardRedemptionId: row.id,
            createdById: by,
          });
        }
        return null;
      });
    },
  };
}
export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
