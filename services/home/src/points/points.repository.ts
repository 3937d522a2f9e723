import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Page, PointsEntryKind } from '@familyhub/contracts';
import { conflict, keysetCursor, type Database } from '@familyhub/server-kit';
import type { HomeSchema } from '../schema';
import {
  pointBalances,
  pointConversions,
  pointsLedger,
  type PointConversionRow,
  type PointsEntryRow,
} from './points.table';

export interface NewPointsEntry {
  familyId: number;
  memberId: number;
  points: number;
  kind: PointsEntryKind;
  reason: string;
  choreAssignmentId?: number;
  rewardRedemptionId?: number;
  createdById: number | null;
}

export interface NewConversion {
  key: string;
  memberId: number;
  points: number;
  reason: string;
  createdById: number | null;
}

async function lockedConversion(
  tx: Database<HomeSchema>,
  familyId: number,
  key: string,
): Promise<PointConversionRow> {
  const [row] = await tx
    .select()
    .from(pointConversions)
    .where(and(eq(pointConversions.familyId, familyId), eq(pointConversions.key, key)))
    .for('update');
  if (!row) throw new Error(`point conversion ${key} vanished`);
  return row;
}

export const pointsCursor = keysetCursor(z.object({ id: z.number().int().positive() }));

/** The message when a spend would take a balance below zero. */
export const NOT_ENOUGH_POINTS = 'Not enough points for that';

/**
 * Posts one ledger row and moves the member's balance with it, inside the caller's transaction. Answers false
 * when this assignment's or redemption's row of this kind already exists (nothing changes); a spend beyond the
 * balance is a 409 (the transaction rolls back). The balance row's lock serialises two spends of one member.
 */
export async function postPoints(tx: Database<HomeSchema>, entry: NewPointsEntry): Promise<boolean> {
  const inserted = await tx
    .insert(pointsLedger)
    .values({
      familyId: entry.familyId,
      memberId: entry.memberId,
      points: entry.points,
      kind: entry.kind,
      reason: entry.reason,
      choreAssignmentId: entry.choreAssignmentId ?? null,
      rewardRedemptionId: entry.rewardRedemptionId ?? null,
      createdById: entry.createdById,
    })
    .onConflictDoNothing()
    .returning({ id: pointsLedger.id });
  if (inserted.length === 0) return false;
  if (entry.points >= 0) {
    await tx
      .insert(pointBalances)
      .values({ familyId: entry.familyId, memberId: entry.memberId, balance: entry.points })
      .onConflictDoUpdate({
        target: [pointBalances.familyId, pointBalances.memberId],
        set: { balance: sql`${pointBalances.balance} + ${entry.points}` },
      });
    return true;
  }
  const spent = await tx
    .update(pointBalances)
    .set({ balance: sql`${pointBalances.balance} + ${entry.points}` })
    .where(
      and(
        eq(pointBalances.familyId, entry.familyId),
        eq(pointBalances.memberId, entry.memberId),
        sql`${pointBalances.balance} + ${entry.points} >= 0`,
      ),
    )
    .returning({ balance: pointBalances.balance });
  if (spent.length === 0) throw conflict(NOT_ENOUGH_POINTS);
  return true;
}

export function createPointsRepository(db: Database<HomeSchema>) {
  return {
    async balances(familyId: number, memberId?: number): Promise<Map<number, number>> {
      const rows = await db
        .select({ memberId: pointBalances.memberId, balance: pointBalances.balance })
        .from(pointBalances)
        .where(
          and(
            eq(pointBalances.familyId, familyId),
            memberId === undefined ? undefined : eq(pointBalances.memberId, memberId),
          ),
        );
      return new Map(rows.map((r) => [r.memberId, r.balance]));
    },

    /** The ledger's own sum (what the balance must always equal). */
    async ledgerSum(familyId: number, memberId: number): Promise<number> {
      const [row] = await db
        .select({ sum: sql<string | null>`sum(${pointsLedger.points})` })
        .from(pointsLedger)
        .where(and(eq(pointsLedger.familyId, familyId), eq(pointsLedger.memberId, memberId)));
      return Number(row?.sum ?? 0);
    },

    async ledger(
      familyId: number,
      memberId: number | undefined,
      { cursor, limit }: { cursor?: string; limit: number },
    ): Promise<Page<PointsEntryRow>> {
      const after = pointsCursor.decode(cursor);
      const rows = await db
        .select()
        .from(pointsLedger)
        .where(
          and(
            eq(pointsLedger.familyId, familyId),
            memberId === undefined ? undefined : eq(pointsLedger.memberId, memberId),
            after ? lt(pointsLedger.id, after.id) : undefined,
          ),
        )
        .orderBy(desc(pointsLedger.id))
        .limit(limit + 1);
      return pointsCursor.page(rows, limit, (row) => ({ id: row.id }));
    },

    adjust(entry: NewPointsEntry): Promise<boolean> {
      return db.transaction((tx) => postPoints(tx as unknown as Database<HomeSchema>, entry));
    },

    /**
     * Takes a member's points for one allowance conversion, once per key: the first call records the key and posts
     * the `allowance` row (409 when the balance is short: nothing is kept); a repeat answers the recorded row.
     */
    spendForConversion(familyId: number, c: NewConversion): Promise<PointConversionRow> {
      return db.transaction(async (t) => {
        const tx = t as unknown as Database<HomeSchema>;
        const [made] = await tx
          .insert(pointConversions)
          .values({ familyId, key: c.key, memberId: c.memberId, points: c.points, status: 'spent' })
          .onConflictDoNothing()
          .returning();
        if (!made) return lockedConversion(tx, familyId, c.key);
        await postPoints(tx, {
          familyId,
          memberId: c.memberId,
          points: -c.points,
          kind: 'allowance',
          reason: c.reason,
          createdById: c.createdById,
        });
        return made;
      });
    },

    /**
     * Cancels one conversion key: a spent one gives its points back (one `refund` row, on the spent → cancelled
     * change only); an unknown one is recorded as cancelled so that a late spend with it never lands.
     */
    cancelConversion(familyId: number, c: NewConversion): Promise<PointConversionRow> {
      return db.transaction(async (t) => {
        const tx = t as unknown as Database<HomeSchema>;
        const [tombstone] = await tx
          .insert(pointConversions)
          .values({ familyId, key: c.key, memberId: c.memberId, points: c.points, status: 'cancelled' })
          .onConflictDoNothing()
          .returning();
        if (tombstone) return tombstone;
        const [cancelled] = await tx
          .update(pointConversions)
          .set({ status: 'cancelled' })
          .where(
            and(
              eq(pointConversions.familyId, familyId),
              eq(pointConversions.key, c.key),
              eq(pointConversions.status, 'spent'),
            ),
          )
          .returning();
        if (!cancelled) return lockedConversion(tx, familyId, c.key);
        await postPoints(tx, {
          familyId,
          memberId: cancelled.memberId,
          points: cancelled.points,
          kind: 'refund',
          reason: c.reason,
          createdById: c.createdById,
        });
        return cancelled;
      });
    },
  };
}
export type PointsRepository = ReturnType<typeof createPointsRepository>;
