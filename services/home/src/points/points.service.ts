import {
  canOrganise,
  type AdjustPointsBody,
  type LiveTopic,
  type PointsBalances,
  type PointsEntry,
  type PointsEntryPage,
} from '@familyhub/contracts';
import { badRequest, forbidden, type Caller, type LiveEvents } from '@familyhub/server-kit';
import type { FamilyMembers } from '../clients/platform';
import type { PointsRepository } from './points.repository';
import type { PointsEntryRow } from './points.table';

export const POINTS_TOPIC = 'points' satisfies LiveTopic<'home'>;

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

  return {
    async balances(caller: Caller): Promise<PointsBalances> {
      const family = await members(caller);
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
      if (!(await members(caller)).some((m) => m.id === body.memberId)) {
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
