import {
  canOrganise,
  convertPointsBody,
  POINTS_RATE_MISSING,
  pointsStepMessage,
  pointsValueCents,
  type LiveTopic,
  type PointsConversion,
  type PointsConversionBody,
  type PointsRateAnswer,
  type SetPointsRateBody,
} from '@familyhub/contracts';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  logger,
  notFound,
  type Caller,
  type LiveEvents,
} from '@familyhub/server-kit';
import type { z } from 'zod';
import { toAllowanceTransaction, type AllowancesRepository } from '../allowances';
import type { HomePoints } from '../clients/home-points';
import { assertFinanceAccess, isoDay, systemClock, type Clock } from '../shared/access';
import type { PointConversionsRepository } from './point-conversions.repository';
import type { PointConversionRow } from './point-conversions.table';

export const RATE_PARENTS_ONLY = 'Only parents and admins can set the points rate';
export const CONVERT_PARENTS_ONLY = 'Only parents and admins can convert points';
export const CONVERSION_FAILED = 'The points could not be converted right now: nothing was changed';
/** A pending conversion older than this was left behind by a crash: the settle job cancels it. */
export const STALE_PENDING_MS = 2 * 60 * 1000;

const log = logger.child({ service: 'money', part: 'point-conversions' });

const keyOf = (c: PointConversionRow): PointsConversionBody => ({
  key: `allowance-conversion:${c.id}`,
  memberId: c.childId,
  points: c.points,
  createdById: c.createdById,
});

export interface PointConversionsServiceOptions {
  repository: PointConversionsRepository;
  allowances: Pick<AllowancesRepository, 'find'>;
  home: HomePoints;
  live: Pick<LiveEvents<LiveTopic<'money'>>, 'publish'>;
  clock?: Clock;
}

/**
 * Chore points into allowance money (issue #15, ADR 0013): the family's rate, and a parent's conversion of a
 * child's points. Home takes the points first (idempotent by the conversion's key), then one transaction here
 * credits the allowance and marks the conversion done. If home refuses, does not answer, or the credit fails, the
 * conversion is cancelled at home too (the points come back, or a late spend never lands) and the parent gets the
 * error: points are never lost and never spent twice. A cancel that cannot reach home is finished by `settle`.
 */
export function createPointConversionsService({
  repository,
  allowances,
  home,
  live,
  clock = systemClock,
}: PointConversionsServiceOptions) {
  /** Tells home to give the points back; answers whether it is settled (else the settle job retries). */
  async function cancelAtHome(familyId: number, conversion: PointConversionRow): Promise<boolean> {
    try {
      await home.cancel(familyId, keyOf(conversion));
      await repository.markCancelled(familyId, conversion.id);
      return true;
    } catch (err) {
      log.warn({ err, conversionId: conversion.id }, 'could not cancel a points conversion at home yet');
      return false;
    }
  }

  async function undo(familyId: number, conversion: PointConversionRow): Promise<void> {
    if (await repository.startCancelling(familyId, conversion.id)) await cancelAtHome(familyId, conversion);
  }

  return {
    async rate(caller: Caller): Promise<PointsRateAnswer> {
      return { rate: await repository.rate(caller.familyId) };
    },

    async setRate(caller: Caller, body: SetPointsRateBody): Promise<PointsRateAnswer> {
      if (!canOrganise(caller.role)) throw forbidden(RATE_PARENTS_ONLY);
      await repository.setRate(caller.familyId, body, caller.userId);
      live.publish(caller.familyId, 'allowances');
      return { rate: body };
    },

    async convert(
      caller: Caller,
      allowanceId: number,
      body: z.output<typeof convertPointsBody>,
    ): Promise<PointsConversion> {
      assertFinanceAccess(caller);
      if (!canOrganise(caller.role)) throw forbidden(CONVERT_PARENTS_ONLY);
      const allowance = await allowances.find(caller.familyId, allowanceId);
      if (!allowance) throw notFound('Allowance');
      const rate = await repository.rate(caller.familyId);
      if (!rate) throw conflict(POINTS_RATE_MISSING);
      const amountCents = pointsValueCents(rate, body.points);
      if (amountCents === null) throw badRequest(pointsStepMessage(rate.points));

      const conversion = await repository.insertPending(caller.familyId, {
        allowanceId,
        childId: allowance.childId,
        points: body.points,
        amountCents,
        createdById: caller.userId,
        createdAt: clock(),
      });
      try {
        await home.spend(caller.familyId, keyOf(conversion));
      } catch (err) {
        await undo(caller.familyId, conversion);
        // Home's own refusals (not enough points, not a child) are the parent's to read; anything else is ours.
        if (err instanceof HttpError && err.status >= 400 && err.status < 500) throw err;
        throw new HttpError(503, 'service_unavailable', CONVERSION_FAILED);
      }
      let transaction;
      try {
        transaction = await repository.complete(caller.familyId, conversion, {
          allowanceId,
          date: isoDay(clock()),
          notes: `Converted ${body.points} points`,
        });
      } catch (err) {
        log.error({ err, conversionId: conversion.id }, 'crediting a points conversion failed');
        transaction = null;
      }
      if (!transaction) {
        await undo(caller.familyId, conversion);
        throw new HttpError(503, 'service_unavailable', CONVERSION_FAILED);
      }
      live.publish(caller.familyId, 'allowances');
      return {
        id: conversion.id,
        allowanceId,
        points: body.points,
        amountCents,
        transaction: toAllowanceTransaction(transaction),
      };
    },

    /**
     * The settle job: every conversion a crash or an unreachable home left unsettled is cancelled at home (points
     * back) and here. Safe on several instances at once: home's cancel is idempotent by key. Answers how many.
     */
    async settle(): Promise<number> {
      let settled = 0;
      const families = new Set<number>();
      for (const conversion of await repository.unsettled(new Date(clock().getTime() - STALE_PENDING_MS))) {
        if (conversion.status === 'pending') {
          if (!(await repository.startCancelling(conversion.familyId, conversion.id))) continue;
        }
        if (await cancelAtHome(conversion.familyId, conversion)) {
          settled += 1;
          families.add(conversion.familyId);
        }
      }
      for (const familyId of families) live.publish(familyId, 'allowances');
      return settled;
    },
  };
}
export type PointConversionsService = ReturnType<typeof createPointConversionsService>;
