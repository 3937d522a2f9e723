import { and, eq, lt, or } from 'drizzle-orm';
import type { PointsRate } from '@familyhub/contracts';
import type { Database } from '@familyhub/server-kit';
import { allowanceTransactions, type AllowanceTransactionRow } from '../allowances';
import type { MoneySchema } from '../schema';
import { pointConversions, pointsRates, type PointConversionRow } from './point-conversions.table';

export type NewPointConversion = Pick<
  PointConversionRow,
  'childId' | 'points' | 'amountCents' | 'createdById' | 'createdAt'
> & { allowanceId: number };

export function createPointConversionsRepository(db: Database<MoneySchema>) {
  const one = (familyId: number, id: number) =>
    and(eq(pointConversions.familyId, familyId), eq(pointConversions.id, id));

  return {
    async rate(familyId: number): Promise<PointsRate | null> {
      const [row] = await db
        .select({ points: pointsRates.points, amountCents: pointsRates.amountCents })
        .from(pointsRates)
        .where(eq(pointsRates.familyId, familyId));
      return row ?? null;
    },

    async setRate(familyId: number, rate: PointsRate, updatedById: number): Promise<void> {
      const values = { ...rate, updatedById, updatedAt: new Date() };
      await db
        .insert(pointsRates)
        .values({ familyId, ...values })
        .onConflictDoUpdate({ target: pointsRates.familyId, set: values });
    },

    async insertPending(familyId: number, values: NewPointConversion): Promise<PointConversionRow> {
      const [row] = await db
        .insert(pointConversions)
        .values({ familyId, ...values, status: 'pending' })
        .returning();
      return row;
    },

    /**
     * Credits the allowance and marks the conversion done, in one transaction, only while it is still pending
     * (the settle job may have started cancelling it): null when it was not, and then nothing is credited.
     */
    async complete(
      familyId: number,
      conversion: PointConversionRow,
      credit: { allowanceId: number; date: string; notes: string },
    ): Promise<AllowanceTransactionRow | null> {
      return db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(pointConversions)
          .set({ status: 'done' })
          .where(and(one(familyId, conversion.id), eq(pointConversions.status, 'pending')))
          .returning({ id: pointConversions.id });
        if (!claimed) return null;
        const [transaction] = await tx
          .insert(allowanceTransactions)
          .values({
            familyId,
            allowanceId: credit.allowanceId,
            amountCents: conversion.amountCents,
            date: credit.date,
            notes: credit.notes,
            isManual: true,
            period: null,
            createdById: conversion.createdById,
          })
          .returning();
        await tx
          .update(pointConversions)
          .set({ transactionId: transaction.id })
          .where(one(familyId, conversion.id));
        return transaction;
      });
    },

    /** pending → cancelling; false when it is done or already being cancelled. */
    async startCancelling(familyId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(pointConversions)
        .set({ status: 'cancelling' })
        .where(and(one(familyId, id), eq(pointConversions.status, 'pending')))
        .returning({ id: pointConversions.id });
      return rows.length > 0;
    },

    async markCancelled(familyId: number, id: number): Promise<void> {
      await db
        .update(pointConversions)
        .set({ status: 'cancelled' })
        .where(and(one(familyId, id), eq(pointConversions.status, 'cancelling')));
    },

    /** Every family's conversions left unsettled: cancelling ones, and pending ones older than `pendingBefore`. */
    async unsettled(pendingBefore: Date, limit = 200): Promise<PointConversionRow[]> {
      return db
        .select()
        .from(pointConversions)
        .where(
          or(
            eq(pointConversions.status, 'cancelling'),
            and(eq(pointConversions.status, 'pending'), lt(pointConversions.createdAt, pendingBefore)),
          ),
        )
        .orderBy(pointConversions.id)
        .limit(limit);
    },
  };
}
export type PointConversionsRepository = ReturnType<typeof createPointConversionsRepository>;
