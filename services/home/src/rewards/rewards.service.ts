import {
  canOrganise,
  messageRef,
  wordedAlert,
  type createRewardBody,
  type LiveTopic,
  type Reward,
  type RewardPage,
  type RewardRedemption,
  type RewardRedemptionPage,
  type RedemptionStatus,
  type updateRewardBody,
} from '@familyhub/contracts';
import { conflict, forbidden, logger, notFound, type Caller, type LiveEvents } from '@familyhub/server-kit';
import type { z } from 'zod';
import type { HomeAlerts } from '../clients/platform';
import { POINTS_TOPIC } from '../points';
import type { RedemptionWithReward, RewardsRepository } from './rewards.repository';
import type { RewardRow } from './rewards.table';

type CreateReward = z.output<typeof createRewardBody>;
type UpdateReward = z.output<typeof updateRewardBody>;

export const REWARDS_TOPIC = 'rewards' satisfies LiveTopic<'home'>;
export const REDEMPTIONS_TOPIC = 'reward-redemptions' satisfies LiveTopic<'home'>;

function toReward(row: RewardRow): Reward {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    pointsCost: row.pointsCost,
    isActive: row.isActive,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
  };
}

function toRedemption(row: RedemptionWithReward): RewardRedemption {
  return {
    id: row.id,
    rewardId: row.rewardId,
    rewardTitle: row.rewardTitle,
    redeemedById: row.redeemedById,
    redeemedDate: row.redeemedDate.toISOString(),
    pointsSpent: row.pointsSpent,
    status: row.status,
    approvedById: row.approvedById,
  };
}

export interface RewardsServiceOptions {
  repository: RewardsRepository;
  live: Pick<LiveEvents<LiveTopic<'home'>>, 'publish'>;
  alerts: HomeAlerts;
  now: () => Date;
}

/**
 * Rewards (issue #13): everyone sees the active ones and redeems what they can afford for themselves (the points
 * are held at once); admins and parents manage rewards and approve or reject redemptions — the redeemer is alerted.
 */
export function createRewardsService({ repository, live, alerts, now }: RewardsServiceOptions) {
  const changed = (caller: Caller, ...topics: LiveTopic<'home'>[]) => {
    for (const topic of topics) live.publish(caller.familyId, topic);
  };
  const assertOrganiser = (caller: Caller, message: string) => {
    if (!canOrganise(caller.role)) throw forbidden(message);
  };

  async function redemption(caller: Caller, id: number): Promise<RedemptionWithReward> {
    const row = await repository.findRedemption(caller.familyId, id);
    // A child's view of another's redemption is as if it did not exist.
    if (!row || (!canOrganise(caller.role) && row.redeemedById !== caller.userId)) {
      throw notFound('Reward redemption');
    }
    return row;
  }

  async function decide(caller: Caller, id: number, approve: boolean): Promise<RewardRedemption> {
    await redemption(caller, id);
    assertOrganiser(caller, 'Only parents and admins can approve or reject rewards');
    // The state read above may be stale when two decisions race: name the one this decision lost to.
    const lostTo = await repository.decide(caller.familyId, id, caller.userId, approve);
    if (lostTo) throw conflict(`This redemption is already ${lostTo}`);
    changed(caller, REDEMPTIONS_TOPIC, POINTS_TOPIC);
    const decided = await redemption(caller, id);
    if (decided.redeemedById !== null) {
      try {
        await alerts.raise(caller, {
          dedupeKey: `reward-redemption:${id}`,
          recipientIds: [decided.redeemedById],
          // Worded (issue #35): in the child's language; the reward's title as typed.
          ...wordedAlert(
            approve
              ? messageRef('Reward approved: {reward}', { reward: decided.rewardTitle })
              : decided.pointsSpent === 1
                ? messageRef('Reward not approved: {reward} (1 point back)', { reward: decided.rewardTitle })
                : messageRef('Reward not approved: {reward} ({points} points back)', {
                    reward: decided.rewardTitle,
                    points: decided.pointsSpent,
                  }),
          ),
          target: { type: 'reward-redemption', id },
        });
      } catch (err) {
        // The decision stands; the bell is a courtesy (ADR 0008: planning may be down).
        logger.child({ service: 'home' }).warn({ err }, 'raising a reward alert failed');
      }
    }
    return toRedemption(decided);
  }

  return {
    async list(
      caller: Caller,
      query: { cursor?: string; limit: number; includeInactive: boolean },
    ): Promise<RewardPage> {
      const includeInactive = query.includeInactive && canOrganise(caller.role);
      const page = await repository.list(caller.familyId, { ...query, includeInactive });
      return { items: page.items.map(toReward), nextCursor: page.nextCursor };
    },

    async create(caller: Caller, body: CreateReward): Promise<Reward> {
      assertOrganiser(caller, 'Only parents and admins can manage rewards');
      const row = await repository.insert(caller.familyId, {
        title: body.title,
        description: body.description ?? null,
        pointsCost: body.pointsCost,
        isActive: body.isActive,
        createdById: caller.userId,
      });
      changed(caller, REWARDS_TOPIC);
      return toReward(row);
    },

    async update(caller: Caller, id: number, changes: UpdateReward): Promise<Reward> {
      if (!(await repository.find(caller.familyId, id))) throw notFound('Reward');
      assertOrganiser(caller, 'Only parents and admins can manage rewards');
      const row = await repository.update(caller.familyId, id, changes);
      if (!row) throw notFound('Reward');
      changed(caller, REWARDS_TOPIC);
      return toReward(row);
    },

    async redeem(caller: Caller, rewardId: number): Promise<RewardRedemption> {
      const reward = await repository.find(caller.familyId, rewardId);
      if (!reward) throw notFound('Reward');
      if (!reward.isActive) throw conflict('This reward is not available any more');
      const id = await repository.redeem(caller.familyId, reward, caller.userId, now());
      changed(caller, REDEMPTIONS_TOPIC, POINTS_TOPIC);
      return toRedemption(await redemption(caller, id));
    },

    async redemptions(
      caller: Caller,
      query: { redeemedById?: number; status?: RedemptionStatus; cursor?: string; limit: number },
    ): Promise<RewardRedemptionPage> {
      let redeemedById = query.redeemedById;
      if (!canOrganise(caller.role)) {
        if (redeemedById !== undefined && redeemedById !== caller.userId) {
          throw forbidden('Children can only see their own redemptions');
        }
        redeemedById = caller.userId;
      }
      const page = await repository.redemptions(caller.familyId, { ...query, redeemedById });
      return { items: page.items.map(toRedemption), nextCursor: page.nextCursor };
    },

    approve: (caller: Caller, id: number) => decide(caller, id, true),
    reject: (caller: Caller, id: number) => decide(caller, id, false),
    held: (familyId: number) => repository.held(familyId),
  };
}
export type RewardsService = ReturnType<typeof createRewardsService>;
