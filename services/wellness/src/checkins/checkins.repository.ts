import { and, eq, gte, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { CheckinResponse } from '@familyhub/contracts';
import type { Database, FieldCipher } from '@familyhub/server-kit';
import type { WellnessSchema } from '../schema';
import { memberSealed } from '../shared/sealed';
import { checkinShares, mentalHealthCheckins, type CheckinRow } from './checkins.table';

export interface OpenCheckin extends Omit<CheckinRow, 'responses'> {
  responses: CheckinResponse[];
}

export interface CheckinWrite {
  overallFeeling: number;
  sleepQuality: number;
  anxiety: number;
  depression: number;
  focus: number;
  responses: CheckinResponse[];
  date: string;
}

/** Every statement names the family; the free answers are sealed with the member in their context. */
export function createCheckinsRepository({
  db,
  cipher,
}: {
  db: Database<WellnessSchema>;
  cipher: FieldCipher;
}) {
  const sensitive = memberSealed(cipher, 'wellness.mental_health_checkins', ['responses'] as const);
  const open = (familyId: number, row: CheckinRow): OpenCheckin => {
    const opened = sensitive.open(familyId, row);
    return {
      ...opened,
      responses: opened.responses ? (JSON.parse(opened.responses) as CheckinResponse[]) : [],
    };
  };

  return {
    async list(familyId: number, userId: number, from: string, to: string): Promise<OpenCheckin[]> {
      const rows = await db
        .select()
        .from(mentalHealthCheckins)
        .where(
          and(
            eq(mentalHealthCheckins.familyId, familyId),
            eq(mentalHealthCheckins.userId, userId),
            gte(mentalHealthCheckins.date, from),
            lte(mentalHealthCheckins.date, to),
          ),
        )
        .orderBy(mentalHealthCheckins.date);
      return rows.map((row) => open(familyId, row));
    },

    /** The member's check-in of the day, made or replaced (one a day). */
    async save(familyId: number, userId: number, values: CheckinWrite): Promise<OpenCheckin> {
      const sealed = sensitive.seal(familyId, userId, {
        ...values,
        responses: values.responses.length > 0 ? JSON.stringify(values.responses) : null,
      });
      const [row] = await db
        .insert(mentalHealthCheckins)
        .values({ ...sealed, familyId, userId })
        .onConflictDoUpdate({
          target: [mentalHealthCheckins.familyId, mentalHealthCheckins.userId, mentalHealthCheckins.date],
          set: {
            overallFeeling: sealed.overallFeeling,
            sleepQuality: sealed.sleepQuality,
            anxiety: sealed.anxiety,
            depression: sealed.depression,
            focus: sealed.focus,
            responses: sealed.responses,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      return open(familyId, row);
    },

    async checkedInOn(familyId: number, userId: number, date: string): Promise<boolean> {
      return (await this.list(familyId, userId, date, date)).length > 0;
    },

    async allOf(familyId: number, userId: number): Promise<OpenCheckin[]> {
      const rows = await db
        .select()
        .from(mentalHealthCheckins)
        .where(and(eq(mentalHealthCheckins.familyId, familyId), eq(mentalHealthCheckins.userId, userId)))
        .orderBy(mentalHealthCheckins.date);
      return rows.map((row) => open(familyId, row));
    },

    /** Key rotation: every answer still sealed under a retired key sealed again under the current one; how many. */
    async reseal(): Promise<number> {
      let changed = 0;
      const rows = await db
        .select({
          id: mentalHealthCheckins.id,
          familyId: mentalHealthCheckins.familyId,
          userId: mentalHealthCheckins.userId,
          responses: mentalHealthCheckins.responses,
        })
        .from(mentalHealthCheckins)
        .where(isNotNull(mentalHealthCheckins.responses))
        .orderBy(mentalHealthCheckins.id);
      for (const row of rows) {
        const sealed = sensitive.resealed(row.familyId, row);
        if (!sealed || row.responses === null) continue;
        const updated = await db
          .update(mentalHealthCheckins)
          .set(sealed)
          .where(and(eq(mentalHealthCheckins.id, row.id), eq(mentalHealthCheckins.responses, row.responses)))
          .returning({ id: mentalHealthCheckins.id });
        changed += updated.length;
      }
      return changed;
    },

    /** The shares the member is part of, as owner or as viewer. */
    async sharesOf(familyId: number, userId: number): Promise<{ ownerId: number; viewerId: number }[]> {
      return db
        .select({ ownerId: checkinShares.ownerId, viewerId: checkinShares.viewerId })
        .from(checkinShares)
        .where(
          and(
            eq(checkinShares.familyId, familyId),
            or(eq(checkinShares.ownerId, userId), eq(checkinShares.viewerId, userId)),
          ),
        );
    },

    async mayView(familyId: number, ownerId: number, viewerId: number): Promise<boolean> {
      const rows = await db
        .select({ ownerId: checkinShares.ownerId })
        .from(checkinShares)
        .where(
          and(
            eq(checkinShares.familyId, familyId),
            eq(checkinShares.ownerId, ownerId),
            eq(checkinShares.viewerId, viewerId),
          ),
        );
      return rows.length > 0;
    },

    async setViewers(familyId: number, ownerId: number, viewerIds: number[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(checkinShares)
          .where(and(eq(checkinShares.familyId, familyId), eq(checkinShares.ownerId, ownerId)));
        if (viewerIds.length > 0)
          await tx
            .insert(checkinShares)
            .values(viewerIds.map((viewerId) => ({ familyId, ownerId, viewerId })));
      });
    },
  };
}
export type CheckinsRepository = ReturnType<typeof createCheckinsRepository>;
