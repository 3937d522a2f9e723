import {
  canOrganise,
  type AdjustPointsBody,
  type LiveTopic,
  type PointsBalances,
  type PointsEntry,
  type PointsEntryPage,
  type PointsConversionAnswer,
  type PointsConversionBody,
} from '@familyhub/contracts';
import {
  badRequest,
  conflict,
  forbidden,
  type Caller,
  type FamilyCaller,
  type LiveEvents,
  type FamilyMembers,
} from '@familyhub/server-kit';
import type { PointsRepository } from './points.repository';
import type { PointConversionRow, PointsEntryRow } from './points.table';

export const POINTS_TOPIC = 'points' satisfies LiveTopic<'home'>;

/** The one service that may turn points into allowance money. */
const CONVERTER = 'money';
export const CONVERSION_CANCELLED = 'This conversion was cancelled';
export const CONVERSION_KEY_REUSED = 'This conversion key was used for other points';

/** Points held by pending redemptions, per member (the rewards feature answers it). */
export type HeldPoints = (familyId: number) => Promise<Map<number, number>>;

function toEntry(row: PointsEntryRow): PointsEntry {
  return {
    id: row.id,
    memberId: row.memberId,
    points: row.points,
    kind: row.kind,
    reason: row.reason,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface PointsServiceOptions {
  repository: PointsRepository;
  live: Pick<LiveEvents<LiveTopic<'home'>>, 'publish'>;
  members: FamilyMembers;
  held: HeldPoints;
}

/** Balances and the ledger: a child sees their own; admins and parents see everyone's and adjust with a reason. */
export function createPointsService({ repository, live, members, held }: PointsServiceOptions) {
  function readable(caller: Caller, memberId?: number): number | undefined {
    if (canOrganise(caller.role)) return memberId;
    if (memberId !== undefined && memberId !== caller.userId) {
      throw forbidden('Children can only see their own points');
    }
    return caller.userId;
  }

  function assertConverter(caller: FamilyCaller): void {
    if (caller.kind !== 'service' || caller.service !== CONVERTER) {
      throw forbidden('Only the money service converts points into allowance');
    }
  }

  async function answer(row: PointConversionRow): Promise<PointsConversionAnswer> {
    const balances = await repository.balances(row.familyId, row.memberId);
    return {
      key: row.key,
      memberId: row.memberId,
      points: row.points,
      status: row.status,
      balance: balances.get(row.memberId) ?? 0,
    };
  }

  return {
    /**
     * Money takes a child's points for allowance money (`POST /internal/points/conversions`): once per key, a
     * repeat answers the first; a cancelled key or one used for other points is 409, a short balance 409 too.
     */
    async spendForAllowance(
      caller: FamilyCaller,
      body: PointsConversionBody,
    ): Promise<PointsConversionAnswer> {
      assertConverter(caller);
      const family = await members.list({ service: CONVERTER, familyId: caller.familyId });
      if (!family.some((m) => m.id === body.memberId && m.role === 'child')) {
        throw badRequest('Points are converted for children of your family', { memberId: body.memberId });
      }
      const row = await repository.spendForConversion(caller.familyId, {
        ...body,
        reason: 'Converted to allowance',
      });
      if (row.status === 'cancelled') throw conflict(CONVERSION_CANCELLED);
      if (row.memberId !== body.memberId || row.points !== body.points) throw conflict(CONVERSION_KEY_REUSED);
      live.publish(caller.familyId, POINTS_TOPIC);
      return answer(row);
    },

    /** Money gives a conversion's points back, or makes sure its key never spends (`…/cancel`); idempotent. */
    async cancelAllowanceConversion(
      caller: FamilyCaller,
      body: PointsConversionBody,
    ): Promise<PointsConversionAnswer> {
      assertConverter(caller);
      const row = await repository.cancelConversion(caller.familyId, {
        ...body,
        reason: 'Allowance conversion cancelled',
      });
      live.publish(caller.familyId, POINTS_TOPIC);
      return answer(row);
    },

    async balances(caller: Caller): Promise<PointsBalances> {
      const family = await members.list(caller);
      const only = readable(caller);
      const [balances, holds] = await Promise.all([
        repository.balances(caller.familyId, only),
        held(caller.familyId),
      ]);
      const ids = only === undefined ? family.map((m) => m.id) : [only];
      return {
        members: ids.map((memberId) => ({
          memberId,
          balance: balances.get(memberId) ?? 0,
          held: holds.get(memberId) ?? 0,
        })),
      };
    },

    async ledger(
      caller: Caller,
      query: { memberId?: number; cursor?: string; limit: number },
    ): Promise<PointsEntryPage> {
      const page = await repository.ledger(caller.familyId, readable(caller, query.memberId), query);
      return { items: page.items.map(toEntry), nextCursor: page.nextCursor };
    },

    async adjust(
      caller: Caller,
      body: Required<Pick<AdjustPointsBody, 'memberId' | 'reason'>> & { points: number },
    ) {
      if (!canOrganise(caller.role)) throw forbidden('Only parents and admins can adjust points');
      if (!(await members.includes(caller, body.memberId))) {
        throw badRequest('Choose a member of your family', { memberId: body.memberId });
      }
      await repository.adjust({
        familyId: caller.familyId,
        memberId: body.memberId,
        points: body.points,
        kind: 'adjustment',
        reason: body.reason,
        createdById: caller.userId,
      });
      live.publish(caller.familyId, POINTS_TOPIC);
      const balances = await repository.balances(caller.familyId, body.memberId);
      return { memberId: body.memberId, balance: balances.get(body.memberId) ?? 0 };
    },
  };
}
export type PointsService = ReturnType<typeof createPointsService>;
